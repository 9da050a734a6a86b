import { seededOwes } from './support/books';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { customers, expect, signIn, test } from './support/fixtures';
import { HINDI_GENERATED, NOT_HINDI_DATES } from '../support/hindi-dates';
import { chooseHindi, englishOnPage } from './support/hindi';

/** Arjun Shah: an active line with nothing owed (docs/demo-backend.md#seeded-customers). */
const PPFC = 'Parag Parikh Flexi Cap Fund - Direct Growth';

/**
 * The Latin-letter words on the whole page, its frame included, other than the English terms
 * these pages give in brackets the first time they use them.
 */
const englishInPage = (page: Page, allowed: string[] = []) =>
  englishOnPage(page, ['APR', ...allowed]);

const FUND = 'Parag Parikh Flexi Cap Fund - Direct Growth';

async function enterCode(page: Page, code: string) {
  await page
    .getByRole('region', { name: 'अपने फ़ोन से पुष्टि करें' })
    .getByRole('textbox')
    .first()
    .pressSequentially(code);
}

test.describe('the loan pages in Hindi', () => {
  test.beforeEach(async ({ context }) => {
    await chooseHindi(context);
  });

  test('Priya: the demo credit-line widget speaks Hindi, its figures, buttons and answers (walk 28 Nov, polish 7)', async ({
    page,
    context,
  }, info) => {
    await signIn(context, customers.priya);
    await page.goto('/loan/apply');
    const volt = page.getByRole('region', { name: 'क्रेडिट लाइन', exact: true });
    await expect(volt.getByRole('heading', { name: 'पैसे निकालें या चुकाएँ' })).toBeVisible();
    await expect(volt.getByText('डेमो क्रेडिट लाइन (Volt)')).toBeVisible();
    for (const term of ['उपलब्ध', 'इस्तेमाल की गई राशि', 'सीमा']) {
      await expect(volt.getByText(term, { exact: true })).toBeVisible();
    }
    await volt.getByLabel('राशि (₹)').fill('1000');
    await volt.getByRole('button', { name: 'पैसे निकालें', exact: true }).click();
    await expect(volt.getByText('निकासी हो गई')).toBeVisible();
    await page.screenshot({ path: info.outputPath('volt-hi.png'), fullPage: true });
    // The customer's code and the widget's maker are names.
    expect(await englishInPage(page, ['VOLT', 'Volt'])).toEqual([]);
  });

  test('Priya: the loan information, the transactions with their filters and details', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी लोन प्रोफ़ाइल' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'गिरवी की स्थिति' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'आपके लोन के दस्तावेज़' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.getByRole('tab', { name: 'लेन-देन' }).click();
    const download = page.getByRole('group', { name: 'स्टेटमेंट डाउनलोड करें' });
    await expect(download).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
    // The statement PDF is in the language on screen, like every PDF the portal writes.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      download.getByRole('button', { name: 'PDF' }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    for (const part of ['लेन-देन का स्टेटमेंट', 'ग्राहक: Priya Nair', 'कुल निकासी (सफल): ₹'])
      expect(text).toContain(part);
    expect(text).toMatch(/निकासी सफल 1,45,000\.00 HDFC Bank XXXX4321/);
    // Its dates and times as the Hindi screens write them: no '2026-11-25 13:05', no 'Apr'.
    expect(text).toMatch(/अवधि: \d{1,2} \S+ \d{4} से \d{1,2} \S+ \d{4} तक/);
    expect(text).toMatch(HINDI_GENERATED);
    expect(text).not.toMatch(NOT_HINDI_DATES);
    expect(text).toContain('विनियमित');
    expect(text).not.toMatch(/Statement of transactions|Customer:|Successful/);

    await page.getByRole('listitem').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'बंद करें' }).click();

    await page.getByLabel('अवधि').selectOption({ label: 'अपनी चुनी तारीख़ें' });
    await page.getByLabel('कब से', { exact: true }).fill('2026-03-10');
    await page.getByLabel('कब तक', { exact: true }).fill('2026-03-01');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.getByLabel('अवधि').selectOption({ label: 'शुरू से अब तक' });
    await page.getByLabel('स्थिति').selectOption({ label: 'विफल' });
    await page.getByLabel('प्रकार').selectOption({ label: 'चुकौती' });
    await expect(page.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });

  test('Meera: the shortfall banner, the health in shortfall, pledging to cure it', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.meera);
    await page.goto('/loan');
    const banner = page.getByRole('region', { name: 'मार्जिन की कमी' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: 'गिरवी की स्थिति' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await banner.getByRole('link', { name: 'और गिरवी रखें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'और गिरवी रखें' })).toBeVisible();
    const units = page.getByLabel('गिरवी रखने वाली यूनिट');
    await units.fill('500');
    await expect(page.getByText(/₹19,125/)).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
    await units.fill('abc');
    await expect(page.getByText('यूनिट ऐसे लिखें: 120 या 1,250.5')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });

  test('Priya: closing is a repayment first; releasing units, its limits and the code step; the open request before another', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan/close');
    await expect(page.getByRole('heading', { level: 1, name: 'क्रेडिट लाइन बंद करें' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `बंद करने के लिए ${seededOwes('priya').shown.total} चुकाएँ` }),
    ).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.goto('/loan/release');
    await expect(page.getByRole('heading', { level: 1, name: 'यूनिट छुड़ाएँ' })).toBeVisible();
    const units = page.getByRole('group', { name: PPFC }).getByLabel('छुड़ाने वाली यूनिट');
    await units.fill('6,000');
    await expect(page.getByRole('alert')).toBeVisible();
    // The limit names its fund (the server's name for it), also beside the Continue button.
    expect(await englishInPage(page, FUND.split(' '))).toEqual([]);

    await units.fill('3,000');
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await expect(page.getByRole('heading', { name: 'अपने फ़ोन से पुष्टि करें' })).toBeVisible();
    await expect(page.getByText('OTP भेज दिया गया')).toBeVisible();
    // The server words what the code confirms, in Hindi; the fund keeps its own name.
    await expect(
      page.getByText(`भेजा गया कोड इसकी पुष्टि करता है: ${FUND} की 3,000 यूनिट छुड़ाएँ`),
    ).toBeVisible();
    expect(await englishInPage(page, FUND.split(' '))).toEqual([]);
    // The demo server refuses in Hindi when the portal asks in Hindi (Accept-Language).
    await enterCode(page, '000000');
    await expect(page.getByText('OTP ग़लत है')).toBeVisible();
    expect(await englishInPage(page, FUND.split(' '))).toEqual([]);
    await enterCode(page, '123456');
    await expect(page.getByRole('heading', { name: 'अनुरोध मिल गया' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.getByRole('link', { name: 'मेरी लोन प्रोफ़ाइल पर वापस जाएँ' }).last().click();
    await expect(page.getByRole('region', { name: 'अनुरोध' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    // With the release open, a close shows it first (the lender takes one request at a time).
    await page.goto('/loan/close');
    await expect(page.getByText('एक अनुरोध जारी है')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });

  test('Arjun: closing a line he owes nothing on, up to the code', async ({ page, context }) => {
    await signIn(context, customers.arjun);
    await page.goto('/loan/close');
    await expect(page.getByRole('heading', { level: 1, name: 'क्रेडिट लाइन बंद करें' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
    await page.getByRole('button', { name: 'क्रेडिट लाइन बंद करें' }).click();
    await expect(page.getByRole('heading', { name: 'अपने फ़ोन से पुष्टि करें' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });
});
