import {
  customers,
  DEMO_DB_KEY,
  expect,
  expectAccessible,
  injectFaults,
  signIn,
  test,
} from './support/fixtures';
import type { Page } from '@playwright/test';

// The customer's notifications from the (demo) server (docs/product.md#notifications).
const bell = (page: Page, unread?: number) =>
  page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openMenu(page: Page, unread?: number) {
  await bell(page, unread).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

/** The server's answer to a change, so a reload comes after the server has it. */
const answered = (page: Page, method: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/notifications') && response.request().method() === method,
  );

test.beforeEach(async ({ context }) => {
  await signIn(context, customers.priya);
});

test('a demo withdrawal produces a notification whose link opens Transactions', async ({
  page,
}) => {
  await page.goto('/loan/apply');
  const volt = page.getByRole('region', { name: 'Credit line' });
  await expect(page.getByText('Please wait...')).toBeHidden({ timeout: 8_000 });
  await volt.getByLabel('Amount (₹)').fill('12345');
  await volt.getByRole('button', { name: 'Withdraw' }).click();
  await expect(volt.getByText('Withdrawal successful')).toBeVisible();
  await page.goto('/');
  const menu = await openMenu(page, 3);
  const item = menu.getByRole('listitem').first();
  await expect(item).toContainText('₹12,345 was sent to your HDFC Bank account ending 4321.');
  await expect(item).toContainText('Just now');
  await expectAccessible(page);
  await item.getByRole('link', { name: /Withdrawal credited/ }).click();
  await expect(page).toHaveURL(/\/loan\?tab=transactions$/);
  await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel(page)).toBeHidden();
});

test(
  'marking one, deleting one and marking all each survive a reload',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/');
    let menu = await openMenu(page, 2);
    await expect(menu.getByRole('listitem')).toHaveCount(5);
    const marked = answered(page, 'PATCH');
    await menu.getByRole('button', { name: 'Mark as read: Interest due soon' }).click();
    await expect(bell(page, 1)).toBeVisible();
    await marked;
    await page.reload();
    menu = await openMenu(page, 1);
    await expect(menu.getByRole('button', { name: 'Mark as read: Interest due soon' })).toHaveCount(
      0,
    );

    const deleted = answered(page, 'DELETE');
    await menu.getByRole('button', { name: 'Delete: Repayment received' }).first().click();
    await deleted;
    await page.goto('/notifications');
    const main = page.getByRole('main');
    await expect(main.getByRole('listitem')).toHaveCount(5);
    await expect(main.getByText('Repayment received')).toHaveCount(1);

    const allMarked = answered(page, 'POST');
    await main.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toBeVisible();
    await allMarked;
    await page.reload();
    await expect(main.getByRole('listitem')).toHaveCount(5);
    await expect(bell(page)).toBeVisible();
    await main.getByRole('button', { name: 'Unread' }).click();
    await expect(main).toContainText('No unread notifications');
  },
);

test(
  'a mark the server refuses is taken back, with a toast',
  { tag: '@desktop' },
  async ({ page }) => {
    // The demo backend answers in the page's service worker, out of page.route's reach: the
    // refusal is injected into the demo backend instead.
    await page.goto('/');
    // ntf-priya-1 is her seeded withdrawal of 28 days ago (src/mocks/seed-notifications.ts).
    await injectFaults(page, [
      { method: 'PATCH', path: '/notifications/ntf-priya-1', kind: 'http500', times: 1 },
    ]);
    const menu = await openMenu(page, 2);
    await menu.getByRole('button', { name: 'Mark as read: Withdrawal credited' }).click();
    await expect(page.getByText('Service temporarily unavailable')).toBeVisible();
    await expect(bell(page, 2)).toBeVisible();
    await expect(
      menu.getByRole('button', { name: 'Mark as read: Withdrawal credited' }),
    ).toBeVisible();
  },
);

/** Writes a notification into the demo backend's stored state, as if the server had. */
async function serverSends(page: Page, notification: Record<string, unknown>) {
  await page.evaluate(
    ([key, phone, item]) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}');
      state.customers[phone].notifications.push({
        type: 'info',
        message: 'Sent by the test',
        created_at: new Date().toISOString(),
        read: false,
        ...item,
      });
      localStorage.setItem(key, JSON.stringify(state));
    },
    [DEMO_DB_KEY, customers.priya, notification] as const,
  );
}

/** The customer looks at another tab, then comes back to this one. */
async function leaveAndReturn(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }
  });
}

test(
  'what arrived while the customer was away shows when they come back',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/notifications');
    const main = page.getByRole('main');
    await expect(main.getByRole('listitem')).toHaveCount(6);
    await serverSends(page, { id: 'ntf-new', title: 'Repayment due tomorrow' });
    await leaveAndReturn(page);
    await expect(main.getByRole('listitem')).toHaveCount(7);
    await expect(main.getByRole('listitem').first()).toContainText('Repayment due tomorrow');
    await expect(bell(page, 3)).toBeVisible();
  },
);

test(
  "a server without notifications (404) shows 'No notifications' and nothing breaks",
  { tag: '@desktop' },
  async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The browser itself reports the 404 answer; the portal logs nothing.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    await page.goto('/faqs');
    await injectFaults(page, [{ method: 'GET', path: '/notifications', kind: 'http404' }]);
    await page.goto('/');
    const menu = await openMenu(page);
    await expect(menu.getByText('No notifications')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('main')).toContainText('No notifications');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);
  },
);

test('a hostile link is plain text; the page passes axe', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
  await serverSends(page, {
    id: 'ntf-evil',
    title: 'Claim your prize',
    link: 'javascript:alert(1)',
  });
  await serverSends(page, { id: 'ntf-away', title: 'Visit us', link: '//evil.example/loan' });
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByText('Claim your prize')).toBeVisible();
  await expect(main.getByRole('link', { name: /Claim your prize/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Visit us/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Interest due soon/ })).toHaveAttribute(
    'href',
    '/loan',
  );
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Unread' }).click();
  await expect(main.getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page);
});
