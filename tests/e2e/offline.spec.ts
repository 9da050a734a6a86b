import type { Page } from '@playwright/test';
import {
  ALT_PORT,
  customers,
  expect,
  expectTabCodeIn,
  injectFaults,
  signIn,
  test,
} from './support/fixtures';

const OFFLINE = 'You seem to be offline. Check your connection and try again.';

type Read = {
  path: string;
  /** The page that makes the call when it opens. */
  page: string;
  /** Brings the read's screen up once the page is open (a tab), if it needs more than a visit. */
  open?: (page: Page) => Promise<void>;
};

/** Every read a signed-in page makes and shows a failure of with 'Try Again'. */
const READS: Read[] = [
  { path: '/auth/profile', page: '/profile' },
  { path: '/loan/details', page: '/loan' },
  { path: '/loan/transactions', page: '/loan?tab=transactions' },
  { path: '/loan/documents', page: '/loan' },
  { path: '/notifications', page: '/notifications' },
  { path: '/privacy/consents', page: '/privacy' },
  { path: '/privacy/requests', page: '/privacy' },
  { path: '/volt/tokens', page: '/loan/apply' },
  {
    path: '/bank-details',
    page: `http://localhost:${ALT_PORT}/profile`,
    open: (page) => page.getByRole('tab', { name: 'Payout details' }).click(),
  },
];

test.describe('offline', () => {
  for (const read of READS) {
    test(
      `GET ${read.path} offline ends in the offline message with Try Again`,
      { tag: '@desktop' },
      async ({ page, context }) => {
        await signIn(context, customers.priya);
        await page.goto(read.page);
        await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
        await injectFaults(page, [{ method: 'GET', path: read.path, kind: 'offline' }]);
        // The call, not the page of the same name (/notifications).
        const sent = page.waitForRequest(
          (r) => r.resourceType() === 'fetch' && new URL(r.url()).pathname.endsWith(read.path),
        );
        if (read.open) await read.open(page);
        else await page.reload();
        await sent;
        // The page's code has arrived (its heading): code that cannot arrive offline is another
        // screen, 'You are offline' until the connection is back (error-boundary.tsx).
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectTabCodeIn(page);
        // The page's other reads have answered (on a busy machine the page may show before the
        // loan has, LOAN_WAIT_MS): only this read is to meet the browser going offline.
        if (read.path !== '/auth/profile') {
          await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
        }
        if (read.path !== '/loan/details') {
          await expect(page.getByRole('link', { name: 'Withdraw or repay' }).first()).toBeVisible();
        }
        await context.setOffline(true);
        // The read's own message (a page may show another read's beside it: /profile's devices).
        const failure = page.getByRole('alert').filter({ hasText: OFFLINE }).first();
        await expect(failure).toBeVisible();
        await expect(page.getByRole('status', { name: 'Connection' })).toHaveText(
          'You are offline',
        );
        // Trying again offline fails again at once: never an endless loading state.
        await failure.getByRole('button', { name: 'Try Again' }).click();
        await expect(page.getByRole('alert').filter({ hasText: OFFLINE }).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
        await context.setOffline(false);
        await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('');
      },
    );
  }

  test(
    'a page opened offline says so, and shows once the browser is back online',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.priya);
      await page.goto('/');
      await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
      await context.setOffline(true);
      // Help and Support's code has not been fetched yet: it cannot arrive now.
      await page.getByRole('link', { name: 'Help and Support' }).first().click();
      const offline = page.getByRole('alert').filter({ hasText: 'You are offline' });
      await expect(offline).toContainText('This page will load when you reconnect.');
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Help and Support' })).toBeVisible();
    },
  );

  test('the quiet indicator shows on /login while the browser is offline', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Mobile number')).toBeEditable();
    await expect(page.getByText('You are offline')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('You are offline');
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toHaveCount(0);
  });

  test('the offline sign covers none of the footer: the page keeps room for it', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.priya);
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help and Support' })).toBeVisible();
    await context.setOffline(true);
    const sign = page.getByRole('status', { name: 'Connection' }).getByText('You are offline');
    await expect(sign).toBeVisible();
    // At the very end of the page, where the footer's last lines are.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText('Made with love')).toBeInViewport();
    const box = await sign.boundingBox();
    const covered = await page
      .getByRole('contentinfo')
      .locator('p, li')
      .evaluateAll(
        (lines, pill) =>
          lines
            .map((line) => ({ text: line.textContent ?? '', r: line.getBoundingClientRect() }))
            .filter(
              ({ r }) =>
                pill !== null &&
                r.left < pill.x + pill.width &&
                pill.x < r.right &&
                r.top < pill.y + pill.height &&
                pill.y < r.bottom,
            )
            .map(({ text }) => text),
        box,
      );
    expect(covered).toEqual([]);
    await context.setOffline(false);
  });
});
