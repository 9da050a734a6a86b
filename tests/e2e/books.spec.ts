import type { Page } from '@playwright/test';
import { seededOwes } from './support/books';
import { customers, expect, signIn, test } from './support/fixtures';
import { chooseHindi, englishOnPage } from './support/hindi';

/**
 * One set of books (docs/demo-backend.md#one-set-of-books): what Priya owes reads the same on
 * /loan ('Used'), on the close quote and at the end of her statement of account, and /loan says
 * what closing today would take. The figures are her ledger's today.
 */
const WORDS = {
  en: {
    principal: 'Principal outstanding',
    interest: 'Interest accrued',
    charges: 'Charges',
    total: 'Total payable',
    repay: (total: string) => `Repay ${total} to close`,
    closingToday: (total: string) =>
      `Closing your credit line today would take ${total}: the principal, interest and charges together.`,
    used: 'Used (interest and charges included)',
    statements: 'Statements',
    closingBalance: 'Closing balance',
  },
  hi: {
    principal: 'बकाया मूलधन',
    interest: 'जुड़ा हुआ ब्याज',
    charges: 'शुल्क',
    total: 'कुल देय राशि',
    repay: (total: string) => `बंद करने के लिए ${total} चुकाएँ`,
    closingToday: (total: string) =>
      `आज क्रेडिट लाइन बंद करने के लिए ${total} चुकाने होंगे: बकाया मूलधन, ब्याज और शुल्क मिलाकर।`,
    used: 'इस्तेमाल की गई राशि (ब्याज और शुल्क मिलाकर)',
    statements: 'स्टेटमेंट',
    closingBalance: 'अंतिम बकाया',
  },
} as const;

/** The figure beside `label` in a list of terms and their values. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first();

for (const lang of ['en', 'hi'] as const) {
  test(`Priya's close quote, /loan and her statement say the same amount owed (${lang})`, async ({
    page,
    context,
  }) => {
    const w = WORDS[lang];
    const { shown, charges } = seededOwes('priya');
    if (lang === 'hi') await chooseHindi(context);
    await signIn(context, customers.priya);

    await page.goto('/loan/close');
    await expect(figure(page, w.principal)).toHaveText(shown.principal);
    await expect(figure(page, w.interest)).toHaveText(shown.interest);
    await expect(figure(page, w.charges)).toHaveText(charges === 0 ? '₹0' : /₹/);
    await expect(figure(page, w.total)).toHaveText(shown.total);
    await expect(page.getByRole('link', { name: w.repay(shown.total) })).toBeVisible();

    await page.goto('/loan');
    await expect(page.getByText(w.closingToday(shown.total))).toBeVisible();
    // An overdraft's: what is used is all of it, principal, interest and charges.
    await expect(figure(page, w.used)).toHaveText(shown.total);
    // 'APR' is the rate's name in Hindi too (docs/glossary-hi.md).
    if (lang === 'hi') expect(await englishOnPage(page, ['APR'])).toEqual([]);

    await page.getByRole('tab', { name: w.statements }).click();
    await expect(figure(page, w.closingBalance)).toHaveText(shown.total);
  });
}

test('Arjun owes nothing by his ledger: his fee was waived, the quote and the statement end at ₹0', async ({
  page,
  context,
}) => {
  await signIn(context, customers.arjun);
  await page.goto('/loan/close');
  await expect(figure(page, WORDS.en.total)).toHaveText('₹0');
  await expect(page.getByText('You owe nothing.', { exact: false })).toBeVisible();
  await page.goto('/loan?tab=statements');
  // A table on a desktop, a list on a phone: the one shown.
  await expect(
    page.getByText('Processing fee waived').locator('visible=true').first(),
  ).toBeVisible();
  await expect(figure(page, WORDS.en.closingBalance)).toHaveText('₹0');
});
