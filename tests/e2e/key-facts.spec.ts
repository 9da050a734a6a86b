import { chooseHindi } from './support/hindi';
import { customers, expect, expectAccessible, PORT, signIn, test } from './support/fixtures';

for (const host of ['localhost', 'acme.localhost']) {
  test(`Priya reads her key facts on ${host}`, async ({ page, context }, info) => {
    await signIn(context, customers.priya, host);
    await page.goto(`http://${host}:${PORT}/loan`);
    await page.getByRole('tab', { name: 'Key facts' }).click();
    await expect(page).toHaveURL(/\?tab=key-facts$/);
    await expect(page.getByText('10.5% a year, fixed')).toBeVisible();
    await expect(
      page.getByText('If you use ₹1,00,000 for 30 days, the interest is ₹863'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Charges' })).toContainText(
      '1% of the limit, once (min ₹999, max ₹4,999) + GST',
    );
    await expect(page.getByText('No recovery agent has been assigned to your line.')).toBeVisible();
    await expect(page.getByText('KFS-2025-000417')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`key-facts-${host}.png`), fullPage: true });
  });
}

test('Arjun, inside his cooling-off, reads the key facts in Hindi', async ({
  page,
  context,
}, info) => {
  await chooseHindi(context);
  await signIn(context, customers.arjun);
  await page.goto('/loan?tab=key-facts');
  await expect(page.getByRole('tab', { name: 'मुख्य तथ्य', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'क्रेडिट लाइन बंद करें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'शुल्क' })).toContainText('हर अनुरोध पर');
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('key-facts-hi.png'), fullPage: true });
});
