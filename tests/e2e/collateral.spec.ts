import type { Page } from '@playwright/test';
import { formatRupees } from '@/lib/format';
import { seededOwes } from './support/books';
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
import { indianDay } from './support/dates';

/** Arjun Shah: an active line with nothing owed (docs/demo-backend.md#seeded-customers). */
const PPFC = 'Parag Parikh Flexi Cap Fund - Direct Growth';

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);
}

/** The demo lender completes a request about 30 s after it is made: move the page's clock on. */
async function letTheLenderWork(page: Page) {
  await page.clock.fastForward(31_000);
}

const row = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Before and after' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });

for (const host of ['localhost', 'acme.localhost']) {
  test(
    `Priya releases part of a fund on ${host}: preview, code, request, completed later`,
    onOwnHostAtBoth(host),
    async ({ page, context }) => {
      test.slow();
      await page.clock.install();
      await signIn(context, customers.priya, host);
      await page.goto(`http://${host}:${PORT}/loan`);
      await page.getByRole('link', { name: 'Release units' }).click();
      await expect(page).toHaveURL(/\/loan\/release$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Release units' })).toBeVisible();

      const fund = page.getByRole('group', { name: PPFC });
      const units = fund.getByLabel('Units to release');
      // Above the maximum: stopped before any code is asked.
      await units.fill('6,000');
      await expect(page.getByRole('alert')).toHaveText(
        `You can release at most 5,120.347 units of ${PPFC}`,
      );
      await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

      await units.fill('3,000');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(row(page, 'Drawing power')).toContainText('₹5,00,000');
      // The preview shows paise where the loan's own figures have them (what is available does).
      const { total, shown } = seededOwes('priya');
      await expect(row(page, 'Drawing power')).toContainText('₹4,84,681.37');
      await expect(row(page, 'Available')).toContainText(shown.available);
      await expect(row(page, 'Available')).toContainText(
        formatRupees(Math.round((484_681.37 - total) * 100) / 100),
      );
      await expect(row(page, 'Loan-to-value')).toContainText(`${(total / 10_000).toFixed(1)}%`);
      await expect(row(page, 'Loan-to-value')).toContainText(/after: 2\d\.\d%/);
      await expect(row(page, 'Health')).toContainText('Healthy');
      await expect(page.getByRole('meter', { name: 'Loan-to-value after' })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Confirm with your phone' })).toBeVisible();
      // A wrong code is said and cleared; the choice stays.
      await enterCode(page, '000000');
      await expect(page.getByText('Invalid OTP')).toBeVisible();
      await expect(units).toHaveValue('3,000');
      await enterCode(page, '123456');
      const received = page.getByRole('heading', { name: 'Request received' });
      await expect(received).toBeVisible();
      await expect(page.getByText(/will be completed by/)).toBeVisible();
      // The outcome takes focus and is in view, not under the top bar.
      await expect(received).toBeFocused();
      const top = await received.evaluate((heading) => heading.getBoundingClientRect().top);
      const bar = await page
        .locator('header')
        .first()
        .evaluate((h) => h.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(bar);

      await page.getByRole('link', { name: 'Back to My Loan Profile' }).last().click();
      const requests = page.getByRole('region', { name: 'Requests' });
      await expect(requests).toContainText(`3,000 units of ${PPFC}`);
      await expect(requests).toContainText('Received');
      await letTheLenderWork(page);
      await expect(requests).toContainText('Completed', { timeout: 15_000 });
      const health = page.getByRole('region', { name: 'Collateral health' });
      await expect(health).toContainText('₹4,84,681.37');
      // Pledged units are a table on a desktop and a list on a phone: the one shown.
      await expect(page.getByText('2,120.347').locator('visible=true').first()).toBeVisible();
    },
  );
}

test(
  'Priya cannot close a line she owes on: the repayment opens /loan/apply',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan/close');
    await expect(page.getByRole('heading', { level: 1, name: 'Close credit line' })).toBeVisible();
    const repay = page.getByRole('link', {
      name: `Repay ${seededOwes('priya').shown.total} to close`,
    });
    await expect(repay).toBeVisible();
    await expectAccessible(page);
    await repay.click();
    await expect(page).toHaveURL(/\/loan\/apply$/);
  },
);

test('Meera cures her shortfall by pledging; the ELSS holding cannot be chosen', async ({
  page,
  context,
}) => {
  test.slow();
  // 500 SBI units lend ₹19,125 (₹85 at 45%); all 1,500 cover her whole shortfall.
  const { shortfall, shown } = seededOwes('meera');
  await page.clock.install();
  await signIn(context, customers.meera);
  await page.goto('/loan');
  const banner = page.getByRole('region', { name: 'Margin shortfall' });
  await banner.getByRole('link', { name: 'Pledge more' }).click();
  await expect(page).toHaveURL(/\/loan\/pledge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge more' })).toBeVisible();

  await expect(page.getByText('Cannot be pledged: ELSS units in lock-in')).toBeVisible();
  // Only the eligible fund has a field.
  await expect(page.getByLabel('Units to pledge')).toHaveCount(1);
  const sbi = page.getByRole('group', { name: 'SBI Bluechip Fund - Direct Growth' });
  await sbi.getByLabel('Units to pledge').fill('500');
  await expect(
    page.getByText(
      `Cures ₹19,125 of ${shown.shortfall}: ${formatRupees(Math.round((shortfall - 19_125) * 100) / 100)} still due by ${indianDay(5)}`,
    ),
  ).toBeVisible();
  await sbi.getByRole('button', { name: 'Max' }).click();
  await expect(sbi.getByLabel('Units to pledge')).toHaveValue('1,500');
  await expect(page.getByText(`Cures ${shown.shortfall} of ${shown.shortfall}`)).toBeVisible();
  await expect(row(page, 'Health')).toContainText('Margin shortfall');
  await expect(row(page, 'Health')).toContainText('Close to your limit');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await enterCode(page, '123456');
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await page.goto('/loan');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('Received');
  await letTheLenderWork(page);
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('Completed', {
    timeout: 15_000,
  });
  await expect(banner).toHaveCount(0);
});

test('Arjun closes his line: quote, code, then a closed line with its documents and no actions', async ({
  page,
  context,
}) => {
  test.slow();
  await page.clock.install();
  await signIn(context, customers.arjun);
  await page.goto('/loan');
  await page.getByRole('link', { name: 'Close credit line' }).click();
  await expect(page).toHaveURL(/\/loan\/close$/);
  await expect(page.getByRole('region', { name: 'To close your line' })).toContainText('₹0');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close credit line' }).click();
  await enterCode(page, '123456');
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(page.getByText('Being released:')).toBeVisible();

  await page.goto('/loan');
  // The page has seen the open request (and follows it) before the lender's time passes.
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('Received');
  await letTheLenderWork(page);
  await expect(page.getByText('CLOSED', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Release units' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Close credit line' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('Completed');
  // Once the close has completed, the line's documents hold its no-dues certificate.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your loan documents' }).getByRole('button', {
      name: 'Download the no dues certificate',
    }),
  ).toBeVisible();
});

test(
  'a server without these calls shows no actions and no requests',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan/release');
    await injectFaults(page, [
      { method: 'GET', path: '/loan/collateral-requests', kind: 'http404', times: 10 },
    ]);
    await page.goto('/loan');
    await expect(page.getByRole('region', { name: 'Collateral health' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Release units' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Requests' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Close credit line' })).toHaveCount(0);
  },
);

test.describe('at 320 px', { tag: '@desktop' }, () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('Venkata releases with the keyboard alone, and nothing scrolls sideways', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.venkata);
    await page.goto('/loan/release');
    const fund = page.getByRole('group', { name: PPFC });
    const units = fund.getByLabel('Units to release');
    await units.focus();
    await page.keyboard.type('3,000');
    await expect(row(page, 'Health')).toContainText('Healthy');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    await page.keyboard.press('Tab');
    await expect(fund.getByRole('button', { name: 'Max' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(units).toHaveValue('5,120.347');
  });
});
