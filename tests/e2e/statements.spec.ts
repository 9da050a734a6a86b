import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { HINDI_GENERATED, NOT_HINDI_DATES } from '../support/hindi-dates';
import { chooseHindi } from './support/hindi';
import { readPdf } from './support/pdf';
import {
  customers,
  expect,
  expectAccessible,
  injectFaults,
  onOwnHostAtBoth,
  PORT,
  signIn,
  test,
} from './support/fixtures';

async function save(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

const statement = (page: Page) =>
  page.getByRole('region', { name: /Statement of account|लोन खाते का स्टेटमेंट/ });

for (const host of ['localhost', 'acme.localhost']) {
  test(
    `Priya's statements on ${host}: tab from the URL, each period, refusals, CSV and PDFs`,
    onOwnHostAtBoth(host),
    async ({ page, context }, info) => {
      test.slow();
      await signIn(context, customers.priya, host);
      await page.goto(`http://${host}:${PORT}/loan?tab=statements`);
      await expect(page.getByRole('tab', { name: 'Statements', selected: true })).toBeVisible();
      await expect(statement(page)).toContainText(`KFL-LAS-${customers.priya}`);
      await expect(page.getByRole('region', { name: 'Interest certificates' })).toContainText(
        'Provisional',
      );
      await page.screenshot({ path: info.outputPath(`statements-${host}.png`), fullPage: true });
      await expectAccessible(page);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Statements', selected: true })).toBeVisible();
      await expect(statement(page)).toContainText('Reversal of penal charge');

      await page.getByLabel('Period').selectOption('Last financial year');
      await expect(statement(page)).toContainText('Processing fee');
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        statement(page).getByRole('button', { name: 'CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(
        /^account-statement-\d{4}-04-01-to-\d{4}-03-31\.csv$/,
      );
      const lines = readFileSync(await csv.path(), 'utf8').split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFDate,Description,Debit (INR),Credit (INR),Balance (INR),Reference',
      );
      expect(lines[1]).toMatch(/^01-04-\d{4},Opening balance,,,0\.00,$/);
      expect(lines[2]).toMatch(/^\d\d-\d\d-\d{4},Processing fee,1999\.00,0\.00,1999\.00,$/);
      expect(lines.at(-2)).toMatch(/^31-03-\d{4},Closing balance,,,\d+\.\d\d,$/);

      await page.getByLabel('Period').selectOption('Custom dates');
      await page.getByLabel('From').fill('2025-01-01');
      await page.getByLabel('To').fill('2026-06-30');
      await expect(page.getByRole('alert')).toHaveText('Choose at most 12 months');
      await page.getByLabel('To').fill('2024-12-31');
      await expect(page.getByRole('alert')).toHaveText(
        'The start date must be on or before the end date',
      );
      await page.getByLabel('From').fill('2026-11-01');
      await page.getByLabel('To').fill('2099-01-31');
      await expect(page.getByRole('alert')).toHaveText('The end date cannot be after today');
      await page.getByLabel('Period').selectOption('This financial year');

      const pdf = await save(page, () =>
        statement(page).getByRole('button', { name: 'PDF' }).click(),
      );
      expect(pdf.suggestedFilename()).toMatch(
        /^account-statement-\d{4}-04-01-to-\d{4}-\d\d-\d\d\.pdf$/,
      );
      const read = await readPdf(pdf, info.outputPath(`statement-en-${host}`));
      for (const part of [
        host === 'localhost' ? 'Lark' : 'Acme Wealth',
        'Statement of account',
        'Priya Nair',
        `KFL-LAS-${customers.priya}`,
        'Kestrel Finance Limited',
        'Reversal of penal charge',
        'Total debits',
        'Closing balance',
        'Generated on',
        'regulated by the Reserve Bank of India.',
      ])
        expect(read.text).toContain(part);
      expect(read.fonts).toMatch(/NotoSansDevanagari.*yes/);

      const certificates = page.getByRole('region', { name: 'Interest certificates' });
      const first = await save(page, () =>
        certificates
          .getByRole('button', { name: /Download the interest certificate/ })
          .first()
          .click(),
      );
      expect(first.suggestedFilename()).toMatch(/^interest-certificate-FY\d{4}-\d\d\.pdf$/);
      const certificate = await readPdf(first, info.outputPath(`certificate-en-${host}`));
      for (const part of [
        'Kestrel Finance Limited',
        'Interest certificate',
        'Priya Nair',
        'CDEPN3456C',
        `KFL-LAS-${customers.priya}`,
        'Interest charged',
        'Interest paid',
        'Penal charges',
        'Principal repaid',
        'Issued on',
        'Provisional: the financial year is not over',
        'This is a computer-generated certificate and needs no signature.',
        'regulated by the Reserve Bank of India.',
      ])
        expect(certificate.text).toContain(part);
    },
  );
}

test(
  'figures that do not add up are warned of, and a formula in a description stays text',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan?tab=statements');
    await expect(statement(page)).toContainText(`KFL-LAS-${customers.priya}`);
    // A server whose closing balance is a paisa off, with a description a spreadsheet would run.
    await injectFaults(page, [
      {
        method: 'GET',
        path: '/loan/account-statement',
        kind: 'json',
        body: {
          data: {
            loan_account_number: `KFL-LAS-${customers.priya}`,
            from: '2025-04-01',
            to: '2026-03-31',
            opening_balance: 1000,
            closing_balance: 1100.01,
            entries: [
              {
                id: 'e1',
                posted_at: '2025-05-31T23:59:00+05:30',
                kind: 'OTHER',
                description: '=HYPERLINK("https://evil.example","Refund")',
                debit: 100,
                credit: 0,
                balance: 1100,
              },
            ],
          },
        },
      },
    ]);
    await page.getByLabel('Period').selectOption('Last financial year');
    await expect(page.getByRole('alert')).toHaveText(
      'These figures do not add up. Please contact us before relying on this statement.',
    );
    await expect(statement(page)).toContainText('₹1,100.01');
    const csv = await save(page, () =>
      statement(page).getByRole('button', { name: 'CSV' }).click(),
    );
    const lines = readFileSync(await csv.path(), 'utf8').split('\r\n');
    expect(lines[2]).toBe(
      `31-05-2025,"'=HYPERLINK(""https://evil.example"",""Refund"")",100.00,0.00,1100.00,`,
    );
    expect(lines[3]).toBe('31-03-2026,Closing balance,,,1100.01,');
  },
);

test(
  'a server without certificates (404) hides them; the statement still works',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan');
    await injectFaults(page, [
      { method: 'GET', path: '/loan/interest-certificates', kind: 'http404', times: 5 },
    ]);
    await page.getByRole('tab', { name: 'Statements' }).click();
    await expect(page).toHaveURL(/tab=statements/);
    await expect(statement(page)).toContainText(`KFL-LAS-${customers.priya}`);
    await expect(page.getByRole('region', { name: 'Interest certificates' })).toHaveCount(0);
    await page.getByLabel('Period').selectOption('Last financial year');
    await expect(statement(page)).toContainText('Processing fee');
  },
);

test(
  'in Hindi: the tab and both PDFs, Devanagari shaped with its font embedded',
  { tag: '@desktop' },
  async ({ page, context }, info) => {
    test.slow();
    await chooseHindi(context);
    await signIn(context, customers.priya);
    await page.goto('/loan?tab=statements');
    await expect(page.getByRole('tab', { name: 'स्टेटमेंट', selected: true })).toBeVisible();
    await expect(statement(page)).toContainText(`KFL-LAS-${customers.priya}`);
    await expect(page.getByRole('region', { name: 'ब्याज प्रमाणपत्र' })).toContainText('अभी अंतिम नहीं');
    await page.screenshot({ path: info.outputPath('statements-hi.png'), fullPage: true });
    await expectAccessible(page);

    const pdf = await save(page, () =>
      statement(page).getByRole('button', { name: 'PDF' }).click(),
    );
    const read = await readPdf(pdf, info.outputPath('statement-hi'));
    for (const part of [
      'लोन खाते का स्टेटमेंट',
      'ग्राहक',
      'Priya Nair',
      'शुरुआती बकाया',
      `KFL-LAS-${customers.priya}`,
    ])
      expect(read.text).toContain(part);
    expect(read.fonts).toMatch(/NotoSansDevanagari.*CID TrueType.*yes/);
    // Every date and time as the Hindi screens write them: Hindi months, the part of the day in words.
    expect(read.text).toMatch(/\b1 अप्रैल \d{4} से \d{1,2} \S+ \d{4} तक/);
    expect(read.text).toMatch(HINDI_GENERATED);
    expect(read.text).not.toMatch(NOT_HINDI_DATES);

    const certificate = await save(page, () =>
      page.getByRole('region', { name: 'ब्याज प्रमाणपत्र' }).getByRole('button').last().click(),
    );
    expect(certificate.suggestedFilename()).toMatch(/^interest-certificate-FY\d{4}-\d\d\.pdf$/);
    const text = (await readPdf(certificate, info.outputPath('certificate-hi'))).text;
    for (const part of ['ब्याज प्रमाणपत्र', 'CDEPN3456C', 'Kestrel Finance Limited', 'दंडात्मक शुल्क'])
      expect(text).toContain(part);
    expect(text).toMatch(/\b1 अप्रैल \d{4} से 31 मार्च \d{4} तक/);
    expect(text).toMatch(HINDI_GENERATED);
    expect(text).not.toMatch(NOT_HINDI_DATES);
  },
);

/** The PDF writer's chunk (src/lib/pdf/pdf-writer.ts): pdf-lib and fontkit. */
const WRITER = /\/assets\/pdf-writer-[0-9a-f]+\.js$/;

test(
  'the writer is asked for once the tab is drawn, not on the first tab; a press before it arrives says it is preparing',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await chooseHindi(context);
    await signIn(context, customers.priya);
    // The writer recorded and held until the press has shown that it is being prepared (the
    // context's route: the demo's service worker fetches the page's code).
    const writerAsked: string[] = [];
    let asked: () => void = () => undefined;
    const writerAskedFor = new Promise<void>((resolve) => (asked = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(WRITER, async (route) => {
      writerAsked.push(route.request().url());
      asked();
      await released;
      await route.continue();
    });
    // Once /loan's first tab is quiet its other tabs' code comes: by then no PDF code has.
    const quiet = page.waitForRequest(/\/assets\/transactions-tab-[0-9a-f]+\.js$/);
    await page.goto('/loan');
    await quiet;
    expect(writerAsked).toEqual([]);

    await page.getByRole('tab', { name: 'स्टेटमेंट' }).click();
    const certificates = page.getByRole('region', { name: 'ब्याज प्रमाणपत्र' });
    const row = certificates.getByRole('listitem').last();
    const button = row.getByRole('button');
    await expect(button).toHaveText('डाउनलोड करें');
    // Asked for with no press.
    await writerAskedFor;
    const download = page.waitForEvent('download');
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveText('तैयार हो रहा है…');
    await expect(row.getByRole('status')).toHaveText('तैयार हो रहा है…');
    release();
    expect((await download).suggestedFilename()).toMatch(
      /^interest-certificate-FY\d{4}-\d\d\.pdf$/,
    );
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toHaveText('डाउनलोड करें');
  },
);
