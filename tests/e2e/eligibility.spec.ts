import type { Page } from '@playwright/test';
import {
  ALT_PORT,
  customers,
  expect,
  expectAccessible,
  PORT,
  signIn,
  test,
} from './support/fixtures';

const widget = (page: Page) => page.frameLocator('iframe[title="Eligibility check"]');
const homeButton = (page: Page, name: string) =>
  page.getByRole('button', { name, includeHidden: true }).first();

async function openWidget(page: Page) {
  await page.goto('/');
  await homeButton(page, 'Check Eligibility').click();
  await expect(homeButton(page, 'Please complete the form')).toBeAttached();
  await expect(widget(page).getByText('Checking the portfolio of Asha')).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await signIn(context, customers.asha);
});

test('eligible: congratulations, then email verification', async ({ page }) => {
  await openWidget(page);
  await expectAccessible(page);
  await widget(page).getByRole('button', { name: 'Eligible', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue to Email Verification' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto('/');
  await expect(homeButton(page, 'Get Cash')).toBeVisible();
});

test('no credit limit: No Offers Available', { tag: '@desktop' }, async ({ page }) => {
  await openWidget(page);
  await widget(page).getByRole('button', { name: 'No credit limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'No Offers Available' });
  await expect(dialog).toContainText('Currently no offer available for you.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(homeButton(page, 'Check Eligibility')).toBeVisible();
});

test(
  'not eligible: No Offers Available, and the status is kept',
  { tag: '@desktop' },
  async ({ page }) => {
    await openWidget(page);
    await widget(page).getByRole('button', { name: 'Not eligible' }).click();
    await expect(page.getByRole('dialog', { name: 'No Offers Available' })).toBeVisible();
    await page.reload();
    await expect(homeButton(page, 'Check Eligibility')).toBeVisible();
  },
);

test('portfolio not found: its modal', async ({ page }) => {
  await openWidget(page);
  await widget(page).getByRole('button', { name: 'Portfolio not found' }).click();
  const dialog = page.getByRole('dialog', { name: 'Portfolio Not Found' });
  await expect(dialog).toContainText("We couldn't find your investment portfolio.");
  await expectAccessible(page);
});

test("a widget error shows the widget's message", { tag: '@desktop' }, async ({ page }) => {
  await openWidget(page);
  await widget(page).getByRole('button', { name: 'Error' }).click();
  await expect(
    page.getByText('The eligibility service is unavailable. Please try again later.'),
  ).toBeVisible();
  await expect(page.locator('iframe[title="Eligibility check"]')).toHaveCount(0);
});

test(
  'closing without a result syncs the portfolio to ELIGIBILITY_CHECKED',
  { tag: '@desktop' },
  async ({ page }) => {
    await openWidget(page);
    // The new status shows at once, while it is on its way: the reload waits until the server has
    // it, as a person's later visit would (beside other jobs, a reload once overtook the call).
    const saved = page.waitForResponse(
      (response) => response.url().includes('/auth/update-application-status/') && response.ok(),
    );
    await page.getByRole('button', { name: 'Close eligibility check' }).click();
    await expect(homeButton(page, 'Get Cash')).toBeVisible();
    await saved;
    await page.reload();
    await expect(homeButton(page, 'Get Cash')).toBeVisible();
  },
);

test(
  'forged messages from another origin or window are ignored',
  { tag: '@desktop' },
  async ({ page }) => {
    await openWidget(page);
    await page.evaluate(() => {
      // Counts what arrives, so the test proves the forgeries were delivered and then ignored.
      const seen = document.createElement('output');
      seen.id = 'forged-count';
      seen.value = '0';
      document.body.append(seen);
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'ELIGIBILITY_RESULT') {
          seen.value = String(Number(seen.value) + 1);
        }
      });
      const forged = { type: 'ELIGIBILITY_RESULT', data: { message: 'Portfolio not found' } };
      window.postMessage(forged, '*');
      const frame = document.createElement('iframe');
      frame.title = 'forger';
      // A frame of another (opaque) origin posts the same message.
      frame.src = `data:text/html,${encodeURIComponent(
        `<script>parent.postMessage(${JSON.stringify(forged)}, '*')</script>`,
      )}`;
      document.body.append(frame);
    });
    await expect(page.locator('#forged-count')).toHaveText('2');
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a dialog that must not open has no event to wait for (docs/testing.md#lint-for-tests)
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Portfolio Not Found' })).toHaveCount(0);
    await expect(widget(page).getByRole('button', { name: 'Eligible', exact: true })).toBeVisible();
  },
);

test('popup mode: the widget opens in a window and its answer arrives', async ({
  page,
  context,
}) => {
  await signIn(context, customers.asha);
  await page.goto(`http://localhost:${ALT_PORT}/`);
  const popupOpened = context.waitForEvent('page');
  await homeButton(page, 'Check Eligibility').click();
  const popup = await popupOpened;
  await expect(popup.getByText('Checking the portfolio of Asha')).toBeVisible();
  await expect(homeButton(page, 'Please complete the form')).toBeVisible();
  await popup.getByRole('button', { name: 'Eligible', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
});

test('popup mode: closing the window syncs the portfolio', async ({ page, context }) => {
  await page.goto(`http://localhost:${ALT_PORT}/`);
  const popupOpened = context.waitForEvent('page');
  await homeButton(page, 'Check Eligibility').click();
  const popup = await popupOpened;
  await expect(popup.getByText('Checking the portfolio of Asha')).toBeVisible();
  await popup.close();
  await expect(homeButton(page, 'Get Cash')).toBeVisible();
});

test.describe('each status labels and routes the button', () => {
  test(
    'OFFER_ACCEPTED, email unverified: Redirecting... then /verify-email',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.rohan);
      await page.goto('/');
      await homeButton(page, 'Get Cash').click();
      await expect(page.getByRole('status').filter({ hasText: 'Redirecting...' })).toBeVisible();
      await expect(page).toHaveURL(/\/verify-email$/);
    },
  );

  test(
    'EMAIL_VERIFIED: straight to the credit line',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.priya);
      await page.goto('/');
      await homeButton(page, 'Get Cash').click();
      await expect(page).toHaveURL(/\/loan\/apply$/);
    },
  );

  test(
    'PORTFOLIO_NOT_FOUND: checks eligibility again',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.vikram);
      await page.goto('/');
      await homeButton(page, 'Check Eligibility').click();
      await expect(widget(page).getByText('Checking the portfolio of Vikram')).toBeVisible();
      await expect(page).toHaveURL(`http://localhost:${PORT}/`);
      await expectAccessible(page);
    },
  );
});
