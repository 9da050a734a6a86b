import type { Page, Request } from '@playwright/test';
import { seededOwes } from './support/books';
import {
  ALT_PORT,
  customers,
  DEMO_DB_KEY,
  expect,
  injectFaults,
  logInWithCode,
  openFromNav,
  test,
} from './support/fixtures';

/**
 * Telemetry on (the popup/payout demo build sets VITE_TELEMETRY_URL) and off (the default demo
 * build): what the beacons carry, and that nothing of it exists when it is off.
 */
const COLLECTOR = 'https://telemetry.lark.test/telemetry';
const owes = seededOwes('priya');
const priya = {
  phone: customers.priya,
  pan: 'CDEPN3456C',
  email: 'priya.nair@example.com',
  names: ['Priya', 'Nair'],
  // Her limit and what her ledger says she owes and has available today, as shown and as numbers.
  amounts: [
    '5,00,000',
    '500000',
    ...(['principal', 'total', 'available', 'interest'] as const).flatMap((figure) => [
      owes.shown[figure].slice(1),
      String(owes[figure]),
    ]),
  ],
};

async function logIn(page: Page) {
  await page.goto('/login');
  await logInWithCode(page, priya.phone);
  await expect(page.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
}

/** The page as a phone leaves it: hidden, which is when the beacons go. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

type Sent = { type: string; [key: string]: unknown };

test.describe('with telemetry on', () => {
  test.use({ baseURL: `http://localhost:${ALT_PORT}` });

  test('the beacons carry vitals, errors and failed calls with their context, and nothing personal', async ({
    page,
    context,
    pageErrors,
  }) => {
    const beacons: Request[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith(COLLECTOR)) beacons.push(request);
    });
    await logIn(page);
    // Her loan cannot be read, from a page opened with a query string.
    await injectFaults(page, [{ method: 'GET', path: '/loan/details', kind: 'http500' }]);
    await page.goto(`/faqs?q=${customers.priya}`);
    await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
    // Two errors nothing catches, with her details in their messages, once telemetry listens (it
    // loads after the first page is drawn, and marks the page's timeline when it starts).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('telemetry-started').length))
      .toBe(1);
    await page.evaluate(
      ([phone, email, pan]) => {
        setTimeout(() => {
          throw new Error(`No loan for ${phone} (${email})`);
        });
        void Promise.reject(new Error(`PAN ${pan} refused`));
      },
      [priya.phone, priya.email, priya.pan],
    );
    await expect.poll(() => pageErrors.length).toBe(2);
    pageErrors.length = 0;
    // A page whose code cannot arrive: its error boundary catches that, and React's root says so.
    await context.setOffline(true);
    await openFromNav(page, 'Help and Support');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(main.getByLabel('Message')).toBeVisible();
    await openFromNav(page, 'My Loan Profile');
    await expect(page.getByRole('button', { name: 'Try Again' }).first()).toBeVisible();
    // A key pressed settles the largest paint, as it does for a person; then the page is hidden.
    await page.keyboard.press('Shift');
    await hide(page);
    // A beacon's body can reach Playwright after the request itself: read the ones that have it.
    const received = () =>
      beacons.flatMap((beacon) => {
        const body = beacon.postData();
        return body ? (JSON.parse(body) as { events: Sent[] }).events : [];
      });
    await expect.poll(() => received().length).toBeGreaterThan(0);

    const events = received();
    for (const beacon of beacons) expect(beacon.method()).toBe('POST');
    const vitals = events.filter((event) => event.type === 'vital').map((event) => event.name);
    expect(vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
    const errors = events.filter((event) => event.type === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        source: 'error',
        message: 'No loan for ###### ([email])',
        route: '/faqs',
      }),
      expect.objectContaining({
        source: 'rejection',
        message: 'PAN [pan] refused',
        route: '/faqs',
      }),
      expect.objectContaining({ source: 'boundary', route: '/help-and-support' }),
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'api',
        method: 'GET',
        endpoint: '/loan/details',
        status: 500,
        route: '/loan',
        partner: 'default',
        build: expect.stringMatching(/^index-/),
        connection: expect.any(String),
      }),
    );
    for (const event of events) {
      expect(event.route, JSON.stringify(event)).toMatch(/^\/[\w/-]*$|^not-found$/);
    }
    const all = beacons.map((beacon) => beacon.postData() ?? '').join('\n');
    for (const secret of [priya.phone, priya.pan, priya.email, ...priya.names, ...priya.amounts]) {
      expect(all, secret).not.toContain(secret);
    }
    const token = (await context.cookies()).find((c) => c.name === 'lark-customerauth-token');
    expect(token?.value).toBeTruthy();
    expect(all).not.toContain(token?.value ?? 'no token');
    expect(all).not.toContain('?');
    // The demo backend received the last page's, as a collector would, and keeps them in its
    // state (a beacon sent as a page is left may go out after the demo backend there is gone).
    const kept = () =>
      page.evaluate(
        (key) =>
          (JSON.parse(localStorage.getItem(key) ?? '{}') as { telemetry?: Sent[] }).telemetry ?? [],
        DEMO_DB_KEY,
      );
    await expect
      .poll(kept)
      .toContainEqual(expect.objectContaining({ type: 'api', endpoint: '/loan/details' }));
  });
});

test('with telemetry off nothing is sent and none of its code loads', async ({ page, context }) => {
  const seen: string[] = [];
  context.on('request', (request) => seen.push(request.url()));
  await logIn(page);
  await openFromNav(page, 'My Loan Profile');
  await expect(page.getByRole('heading', { name: 'My Loan Profile' })).toBeVisible();
  await hide(page);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
  expect(seen.filter((url) => url.includes('telemetry'))).toEqual([]);
});
