import { customers, expect, signIn, test } from './support/fixtures';

/** '58.1% of the 58.1% allowed' -> [58.1, 58.1]. */
const figures = (text: string | null) =>
  [...(text ?? '').matchAll(/([\d.]+)%/g)].map((match) => Number(match[1]));

test("the gauge and the health agree for Priya's largest permitted release", async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/loan/release');
  const funds = page.getByRole('group').filter({ has: page.getByRole('button', { name: 'Max' }) });
  await expect(funds.first()).toBeVisible();
  for (const fund of (await funds.all()).slice(0, 2)) {
    await fund.getByRole('button', { name: 'Max' }).click();
  }
  const preview = page.getByRole('region', { name: 'Before and after' });
  // A permitted release: not a shortfall, and the bar does not run past its cap.
  await expect(preview).toContainText('Close to your limit');
  const after = preview.getByRole('meter', { name: 'Loan-to-value after' });
  const [ltv, cap] = figures(await after.getAttribute('aria-valuetext'));
  expect(ltv).toBeDefined();
  expect(cap).toBeDefined();
  expect(ltv ?? Infinity).toBeLessThanOrEqual(cap ?? 0);
  // One decimal, as the health panel writes it (the figure itself follows the ledger, which moves
  // with the calendar). What is left to draw is what the largest release leaves, to the paisa
  // (the balance has paise since interest and charges count in it): never a float's residue.
  await expect(preview).toContainText(/Loan-to-value\s*\d{1,2}\.\d%/);
  await expect(preview).not.toContainText('₹0.00');
  await expect(preview).toContainText(/Available₹[\d,.]+→ after: ₹[\d,]+(\.\d\d)?Loan-to-value/);
});
