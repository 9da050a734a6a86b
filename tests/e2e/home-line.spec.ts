import {
  customers,
  expect,
  injectFaults,
  onOwnHostAtBoth,
  PORT,
  signIn,
  test,
} from './support/fixtures';

/**
 * Home beside a borrower's line (docs/product.md#marketing-claims): a loan that cannot be read says so, as
 * /loan does, rather than pitching a line to a borrower; nothing left to draw offers no 'Get Cash'.
 */
for (const host of ['localhost', 'acme.localhost']) {
  test(
    `home on ${host}: a failed loan read says so and recovers; Meera's shortfall offers no cash`,
    onOwnHostAtBoth(host),
    async ({ page, context }, info) => {
      await signIn(context, customers.priya, host);
      await page.goto(`http://${host}:${PORT}/`);
      await expect(page.getByRole('region', { name: 'Your credit line' })).toBeVisible();
      await injectFaults(page, [{ method: 'GET', path: '/loan/details', kind: 'http500' }]);
      await page.reload();
      await expect(page.getByText('We could not load your loan. Please try again.')).toBeVisible();
      await expect(page.getByText(/^Get a credit line against your mutual funds/)).toHaveCount(0);
      await page.screenshot({ path: info.outputPath('home-loan-error.png') });
      await injectFaults(page, []);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('region', { name: 'Your credit line' })).toBeVisible();

      await signIn(context, customers.meera, host);
      await page.goto(`http://${host}:${PORT}/`);
      await expect(page.getByRole('region', { name: 'Your credit line' })).toContainText('₹0');
      await expect(page.getByRole('button', { name: 'Get Cash' })).toHaveCount(0);
      await page.screenshot({ path: info.outputPath('home-meera.png') });
    },
  );
}
