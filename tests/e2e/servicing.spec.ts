import type { Locator } from '@playwright/test';
import { seededOwes } from './support/books';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { customers, expect, expectAccessible, signIn, test } from './support/fixtures';
import { SIGNED_IN_ROUTES } from './support/pages';
import { indianDay } from './support/dates';

/** The amount the shortfall banner asks for, as a number: 'Your loan is ₹12,345.67 above …'. */
async function shortfallIn(banner: Locator) {
  await expect(banner).toContainText('Your loan is ₹');
  const text = (await banner.textContent()) ?? '';
  const amount = /Your loan is ₹([\d,.]+) above/.exec(text)?.[1];
  if (!amount) throw new Error(`No amount in the banner: ${text}`);
  return Number(amount.replaceAll(',', ''));
}

test('Meera sees her margin shortfall on every signed-in page and cures it with a repayment', async ({
  page,
  context,
}) => {
  test.slow();
  // Her shortfall by her ledger: its balance above what her funds allow.
  const { shown } = seededOwes('meera');
  await signIn(context, customers.meera);
  const banner = page.getByRole('region', { name: 'Margin shortfall' });
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await expect(banner, path).toContainText(
      `Your loan is ${shown.shortfall} above what your pledged funds allow. Repay it or pledge more by ${indianDay(5)}.`,
    );
  }
  await page.goto('/loan');
  const health = page.getByRole('region', { name: 'Collateral health' });
  await expect(health.getByText('Margin shortfall')).toBeVisible();
  await expectAccessible(page);

  await banner.getByRole('link', { name: 'Repay now' }).click();
  await expect(page).toHaveURL(/\/loan\/apply$/);
  const volt = page.getByRole('region', { name: 'Credit line' });
  await expect(page.getByText('Please wait...')).toBeHidden({ timeout: 8_000 });
  // Whatever a repayment pays first, it lowers the shortfall by what it pays: ₹30,000, then
  // exactly what the banner says is left cures it.
  await volt.getByLabel('Amount (₹)').fill('30000');
  await volt.getByRole('button', { name: 'Repay' }).click();
  await expect(volt.getByText('Repayment successful')).toBeVisible();
  await page.goto('/loan');
  const left = await shortfallIn(banner);
  expect(left).toBe(Math.round((seededOwes('meera').shortfall - 30_000) * 100) / 100);
  await page.goto('/loan/apply');
  await expect(page.getByText('Please wait...')).toBeHidden({ timeout: 8_000 });
  await volt.getByLabel('Amount (₹)').fill(String(left));
  await volt.getByRole('button', { name: 'Repay' }).click();
  await expect(volt.getByText('Repayment successful')).toBeVisible();
  await page.goto('/loan');
  await expect(health.getByText('Close to your limit')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("Meera's repayment of exactly her shortfall in the widget takes the banner away without a change of page", async ({
  page,
  context,
}) => {
  const { shown } = seededOwes('meera');
  await signIn(context, customers.meera);
  await page.goto('/loan/apply');
  const banner = page.getByRole('region', { name: 'Margin shortfall' });
  await expect(banner).toContainText(`Your loan is ${shown.shortfall} above`);
  const volt = page.getByRole('region', { name: 'Credit line' });
  await expect(page.getByText('Please wait...')).toBeHidden({ timeout: 8_000 });
  await volt.getByLabel('Amount (₹)').fill(String(await shortfallIn(banner)));
  await volt.getByRole('button', { name: 'Repay' }).click();
  await expect(volt.getByText('Repayment successful')).toBeVisible();
  // The page reads the loan every 5 s while the credit line is open.
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/loan\/apply$/);
});

test('Priya is told her interest is due on / and /loan, not elsewhere', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  const interest = page.getByRole('region', { name: 'Interest', exact: true });
  await page.goto('/');
  await expect(interest).toContainText(
    `Interest of ${seededOwes('priya').shown.interest} is due on ${indianDay(5)}`,
  );
  await expect(interest.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    '/loan/apply',
  );
  await expectAccessible(page);
  await page.goto('/loan');
  await expect(interest).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your loan documents' }).getByRole('link'),
  ).toHaveCount(3);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();
  await expect(interest).toHaveCount(0);
});

test("Priya's 'Pay now' shows the interest above the credit line; 'Withdraw or repay' on /loan opens it", async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Interest', exact: true })
    .getByRole('link', { name: 'Pay now' })
    .click();
  await expect(page).toHaveURL(/\/loan\/apply$/);
  const interest = page.getByRole('region', { name: 'Interest', exact: true });
  await expect(interest).toHaveText(
    `Interest of ${seededOwes('priya').shown.interest} is due on ${indianDay(5)}`,
  );
  const volt = page.getByRole('region', { name: 'Credit line' });
  await expect(volt).toBeVisible({ timeout: 8_000 });
  const [above, below] = await Promise.all([interest.boundingBox(), volt.boundingBox()]);
  expect((above?.y ?? Infinity) < (below?.y ?? 0)).toBe(true);
  await expectAccessible(page);

  await page.goto('/loan');
  await page
    .getByRole('region', { name: 'Your credit line' })
    .getByRole('link', { name: 'Withdraw or repay' })
    .click();
  await expect(page).toHaveURL(/\/loan\/apply$/);
  await expect(page.getByRole('region', { name: 'Interest', exact: true })).toHaveCount(0);
});

test('transactions filter into the URL, open in detail and download as CSV and PDF', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/loan?tab=transactions');
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  await expect(rows).toHaveCount(12);
  await page.getByLabel('Type').selectOption('Withdrawals');
  await expect(page).toHaveURL(/type=withdrawals/);
  await page.getByLabel('Status').selectOption('Failed');
  await expect(page).toHaveURL(/status=FAILED/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Period').selectOption('Last 3 months');
  await expect(page).toHaveURL(/range=3m/);
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByLabel('Period').selectOption('Custom dates');
  await expect(page).toHaveURL(/range=custom/);
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('FAILED');
  await expectAccessible(page);

  await rows.first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal details' });
  await expect(dialog).toContainText(
    'The bank could not credit the account: the account is inactive.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Type').selectOption('All');
  await page.getByLabel('Status').selectOption('All');
  await page.getByLabel('Period').selectOption('This financial year');
  const statement = page.getByRole('group', { name: 'Download statement' });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^statement-\d{4}-04-01-to-\d{4}-03-31\.csv$/);
  const content = readFileSync(await csv.path(), 'utf8');
  // A UTF-8 byte order mark first, so spreadsheets read ₹ and names outside English.
  expect(content.startsWith('\uFEFF')).toBe(true);
  const lines = content.slice(1).split('\r\n');
  expect(lines[0]).toBe('Date,Type,Status,Amount (INR),Bank,Account,Reference');
  expect(lines.find((line) => line.includes(',Failed,'))).toMatch(
    /^\d\d-\d\d-\d{4} 11:45,Withdrawal,Failed,20000\.00,HDFC Bank,XXXX4321,$/,
  );

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  // Its title line says what the filters hold; when it was made is a date in words.
  expect(text).toContain('Statement of transactions: This financial year');
  expect(text).toMatch(/Generated on \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d\d [ap]m IST/);
  expect(text).toContain('Customer: Priya Nair');
  expect(text).toContain('Withdrawal Failed 20,000.00 HDFC Bank XXXX4321');
  expect(text).toContain(
    'regulated by the Reserve Bank of India. Lark is a lending service provider.',
  );
});
