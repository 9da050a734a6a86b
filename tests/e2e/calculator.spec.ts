import type { Locator } from '@playwright/test';
import {
  codeArrivesOnConnect,
  customers,
  expect,
  expectAccessible,
  signIn,
  test,
} from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await signIn(context, customers.priya);
});

/** Holdings as a person types them (equity funds, shares, debt funds) and what they are told. */
const LIMITS = [
  ['5,00,000', '3,00,000', '2,00,000', 'You could borrow up to ₹5,35,000'],
  ['', '49,999', '', 'A minimum holding of ₹50,000 is needed'],
  ['', '', '50,000', 'The minimum loan is ₹50,000'],
  ['1,11,112', '', '', 'You could borrow up to ₹50,000'],
  ['', '', '10,00,00,000', 'You could borrow up to ₹5,00,00,000'],
] as const;

async function holdings(calculator: Locator, values: readonly string[]) {
  for (const [index, label] of ['Equity mutual funds', 'Shares', 'Debt mutual funds'].entries()) {
    await calculator.getByLabel(label).fill(values[index] ?? '');
  }
  await calculator.getByRole('button', { name: 'Calculate' }).click();
}

for (const path of ['/', '/faqs']) {
  // The same calculator on another page: its cases once, at desktop; home's run is at both.
  test(
    `the calculator on ${path} works out the FAQ's cases and compares the interest`,
    path === '/' ? {} : { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(path);
      const calculator = page.getByRole('region', { name: 'How much can I borrow?' });
      await calculator.scrollIntoViewIfNeeded();

      await holdings(calculator, ['five lakh', '', '']);
      const equity = calculator.getByLabel('Equity mutual funds');
      await expect(equity).toHaveAccessibleDescription(
        'Enter an amount in rupees, such as 5,00,000',
      );
      await expect(equity).toHaveValue('five lakh');

      for (const [equityFunds, shares, debtFunds, message] of LIMITS) {
        await holdings(calculator, [equityFunds, shares, debtFunds]);
        await expect(calculator.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(
        calculator.getByText('That is the largest loan we offer: ₹5 crore.'),
      ).toBeVisible();

      await calculator.getByLabel('Amount to borrow').fill('2,00,000');
      await calculator.getByLabel('Months').fill('12');
      await calculator.getByRole('button', { name: 'Compare' }).click();
      const table = calculator.getByRole('table', {
        name: 'Indicative simple interest on ₹2,00,000 for 12 months',
      });
      await expect(table.getByRole('row')).toHaveText([
        /Borrowing\s*Rate a year\s*Interest/,
        /Credit line against mutual funds\s*10.5%\s*₹21,000/,
        /Personal loan\s*18%\s*₹36,000/,
        /Credit card\s*35%\s*₹70,000/,
      ]);
      await expectAccessible(page);
    },
  );
}

test(
  'a calculator whose code does not arrive says so and loads on Try Again',
  { tag: '@desktop' },
  async ({ page, context }) => {
    const connect = await codeArrivesOnConnect(context, '**/assets/calculator-forms-*.js');
    await page.goto('/faqs');
    const calculator = page.getByRole('region', { name: 'How much can I borrow?' });
    await expect(calculator.getByRole('alert')).toHaveText(/The calculator could not load\./);
    await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
    connect();
    await calculator.getByRole('button', { name: 'Try Again' }).click();
    await expect(calculator.getByLabel('Equity mutual funds')).toBeVisible();
  },
);
