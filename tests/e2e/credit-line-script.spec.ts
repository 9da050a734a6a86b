import type { Page } from '@playwright/test';
import {
  ALT_PORT,
  customers,
  expect,
  injectFaults,
  openFromNav,
  signIn,
  test,
} from './support/fixtures';
import { SIGNED_IN_ROUTES } from './support/pages';

const voltScripts = (page: Page) => page.locator('script[src*="volt-sdk"]');
const hasVolt = (page: Page) => page.evaluate(() => 'Volt' in window);
const creditLine = (page: Page) => page.getByRole('region', { name: 'Credit line' });

test('the credit-line script is fetched once per page load, across two visits to /loan/apply', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('volt-sdk')) fetched.push(request.url());
  });
  await page.goto('/loan/apply');
  await expect(creditLine(page)).toBeVisible();
  await expect(voltScripts(page)).toHaveCount(1);
  await openFromNav(page, 'Home');
  await expect(page).toHaveURL(/\/$/);
  // On a phone the menu closes first.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  // Back to the page within the same document: the same script launches a new credit line.
  await page.getByRole('button', { name: 'Get Cash' }).first().click();
  await expect(page).toHaveURL(/\/loan\/apply$/);
  await expect(creditLine(page)).toBeVisible();
  await expect(voltScripts(page)).toHaveCount(1);
  expect(fetched).toHaveLength(1);
});

test('no page but /loan/apply loads a script from anywhere but the portal', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  const voltRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('volt-sdk')) voltRequests.push(request.url());
  });
  for (const path of SIGNED_IN_ROUTES.filter((p) => p !== '/loan/apply')) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    const foreign = await page.evaluate(() =>
      Array.from(document.scripts)
        .map((script) => script.src)
        .filter((src) => src && new URL(src).origin !== window.location.origin),
    );
    expect(foreign, path).toEqual([]);
  }
  expect(voltRequests).toEqual([]);
});

test('a garbled credit-line script gives the toast and the box, and no page error', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/');
  await injectFaults(page, [{ method: 'GET', path: '/demo/volt-sdk.js', kind: 'malformed' }]);
  await page.getByRole('button', { name: 'Get Cash' }).first().click();
  await expect(page.getByText('Failed to initialize Volt SDK.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  // The fixture fails the test on any uncaught page error.
});

/**
 * Opens the credit line and marks this document, as a listener the script left behind would
 * outlive it: after the session ends, /login must be a new document with no script of Volt's.
 */
async function openCreditLineAndMark(page: Page) {
  await page.goto('/loan/apply');
  await expect(creditLine(page)).toBeVisible();
  await page.evaluate(() => Reflect.set(window, 'leftBehind', true));
}
const isSameDocument = (page: Page) => page.evaluate(() => Reflect.has(window, 'leftBehind'));

test.describe('signing out after the credit line ends its script', { tag: '@desktop' }, () => {
  test('a logout from the menu loads /login afresh', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await openCreditLineAndMark(page);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    expect(await hasVolt(page)).toBe(false);
    await expect(voltScripts(page)).toHaveCount(0);
  });

  test('a session the server ends (401) loads /login afresh', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await openCreditLineAndMark(page);
    await openFromNav(page, 'Help and Support');
    await page.getByLabel('Issue').selectOption('Other');
    await page.getByLabel('Message').fill('Please call me back.');
    // The server no longer knows the token: the message's call is refused.
    await injectFaults(page, [{ method: 'POST', path: '', kind: 'http401' }]);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    expect(await hasVolt(page)).toBe(false);
    // The tab waits at /login, perhaps for someone else: the form's draft holds nothing of hers.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(kept).not.toMatch(/Priya|call me back|@/);
  });
});

test.describe('with the script pinned (the popup and payout demo build)', () => {
  const origin = `http://localhost:${ALT_PORT}`;

  test('the pinned script loads and opens the credit line', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto(`${origin}/loan/apply`);
    await expect(creditLine(page)).toBeVisible();
    await expect(voltScripts(page)).toHaveAttribute('integrity', /^sha384-/);
    await expect(voltScripts(page)).toHaveAttribute('crossorigin', 'anonymous');
  });

  test('a changed script does not run: the browser refuses it', async ({ page, context }) => {
    await signIn(context, customers.priya);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${origin}/`);
    // Anything that runs from the tampered file reports itself here.
    await page.evaluate(() => {
      window.addEventListener('error', (event) => {
        if (event.filename.includes('volt-sdk')) localStorage.setItem('ran', event.message);
      });
    });
    // The file at the pinned URL is not the pinned one (the demo serves a garbled body).
    await injectFaults(page, [{ method: 'GET', path: '/demo/volt-sdk.js', kind: 'malformed' }]);
    await page.getByRole('button', { name: 'Get Cash' }).first().click();
    await expect(page.getByText('Failed to initialize Volt SDK.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    expect(refusals.join('\n')).toMatch(/integrity/i);
    expect(await page.evaluate(() => localStorage.getItem('ran'))).toBeNull();
    expect(await hasVolt(page)).toBe(false);
  });
});

test(
  'the demo credit line shows no control before its words come, and only its message when they cannot',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/');
    const widget = page.locator('.demo-widget');
    // Its words held back: drawn, and hidden while they are on their way.
    await injectFaults(page, [
      { method: 'GET', path: '/demo-api/volt/credit-line', kind: 'timeout', times: 1 },
    ]);
    await page.goto('/loan/apply');
    await expect(page.getByText('Please wait...')).toBeHidden({ timeout: 8_000 });
    await expect(widget).toBeAttached();
    await expect(widget).toBeHidden();
    // Its words failed: the widget's message, and nothing to press.
    await injectFaults(page, [
      { method: 'GET', path: '/demo-api/volt/credit-line', kind: 'http500', times: 1 },
    ]);
    await page.reload();
    await expect(widget.getByRole('status')).toHaveText('Service temporarily unavailable');
    await expect(widget.getByRole('button')).toHaveCount(0);
    await expect(widget.getByRole('spinbutton')).toHaveCount(0);
  },
);
