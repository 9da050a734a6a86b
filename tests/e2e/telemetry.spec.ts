import type { Page, Request } from '@playwright/test';
import { ALT_PORT, customers, expect, injectFaults, openFromNav, test } from './support/fixtures';

/**
 * Telemetry on (the popup/payout demo build sets VITE_TELEMETRY_URL) and off (the default demo
 * build): what the beacons carry, and that nothing of it exists when it is off.
 */
const COLLECTOR = 'https://telemetry.lark.test/telemetry';
const priya = {
  phone: customers.priya,
  pan: 'CDEPN3456C',
  email: 'priya.nair@example.com',
  names: ['Priya', 'Nair'],
  amounts: [
    '1,85,000',
    '185000',
    '5,00,000',
    '500000',
    '3,15,000',
    '315000',
    '1,617.81',
    '1617.81',
  ],
};

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(priya.phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
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

  test('the beacons carry vitals and failed calls with their context, and nothing personal', async ({
    page,
    context,
  }) => {
    const beacons: Request[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith(COLLECTOR)) beacons.push(request);
    });
    await logIn(page);
    // A page opened with a query string, then a read that fails on the next page.
    await page.goto('/faqs?q=9876543212');
    await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
    await injectFaults(page, [{ method: 'GET', path: '/loan/details', kind: 'http500' }]);
    await openFromNav(page, 'My Loan Profile');
    await expect(page.getByRole('button', { name: 'Try Again' }).first()).toBeVisible();
    await hide(page);
    await expect.poll(() => beacons.length).toBeGreaterThan(0);

    const bodies = beacons.map((beacon) => beacon.postData() ?? '');
    const events = bodies.flatMap((body) => (JSON.parse(body) as { events: Sent[] }).events);
    for (const beacon of beacons) expect(beacon.method()).toBe('POST');
    const vitals = events.filter((event) => event.type === 'vital').map((event) => event.name);
    expect(vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'CLS']));
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
    const all = bodies.join('\n');
    for (const secret of [priya.phone, priya.pan, priya.email, ...priya.names, ...priya.amounts]) {
      expect(all, secret).not.toContain(secret);
    }
    const token = (await context.cookies()).find((c) => c.name === 'lark-customerauth-token');
    expect(token?.value).toBeTruthy();
    expect(all).not.toContain(token?.value ?? 'no token');
    expect(all).not.toContain('?');
    expect(all).not.toContain('tab=transactions');
    // The demo backend received them, as a collector would, and keeps them in its state.
    const kept = () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('lark-demo-db-v2') ?? '{}') as { telemetry?: unknown[] })
            .telemetry?.length ?? 0,
      );
    await expect.poll(kept).toBeGreaterThanOrEqual(events.length);
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
