import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

export { ALT_PORT, DEV_PORT, NGINX_PORT, PORT } from './ports';
export const COOKIE = 'lark-customerauth-token';

/** The seeded customers: one table for every suite (tests/support/demo.ts). */
export { API, customers, DEMO_DB_KEY } from '../../support/demo';

/** Signs a seeded demo customer in by setting the session cookie, as a finished login does. */
export async function signIn(context: BrowserContext, phone: string, host = 'localhost') {
  await context.addCookies([
    {
      name: COOKIE,
      value: `demo.${phone}.e2e`,
      domain: host,
      path: '/',
      sameSite: 'Strict',
    },
  ]);
}

/**
 * Logs in from /login as a person does: the mobile number, 'Get OTP', and the demo's code (every
 * code is 123456 in the demo, docs/demo-backend.md).
 */
export async function logInWithCode(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
}

/**
 * Nothing on screen is still loading: no spinner's status and no grey placeholder blocks (what a
 * person sees settle, instead of a network that has been quiet for a while). The credit line's
 * 'Please wait...' is a wait the spec times (5 s), not a load: it is judged as it shows.
 */
export async function expectSettled(page: Page) {
  const loading = page
    .locator('[role="status"]:has(.animate-spin), .animate-pulse')
    .filter({ hasNotText: 'Please wait...' });
  await expect(loading).toHaveCount(0);
}

/**
 * The page's code matching `glob` does not arrive, however often it is asked for (a preload and
 * the import both), until the returned `connect` is called. The context's route: the demo's
 * service worker fetches the page's files, and a page's route does not see those requests.
 */
export async function codeArrivesOnConnect(context: BrowserContext, glob: string) {
  let connected = false;
  await context.route(glob, (route) =>
    connected ? route.continue() : route.abort('internetdisconnected'),
  );
  return () => {
    connected = true;
  };
}

/**
 * The page's tab has its code: its panel no longer shows the spinner it shows while the code
 * comes (its words, 'Loading...', for screen readers; a read's skeleton names itself otherwise).
 * Wait for it before the browser goes offline when a read alone is to fail: /loan's tab code
 * comes after the page's first render in the demo build (nginx names it with the page in
 * production, docs/performance.md), and a page's first reads can answer before it. Call it once
 * the page is drawn (its heading, which the tabs come with): with no panel yet it holds at once.
 */
export async function expectTabCodeIn(page: Page) {
  await expect(
    page.getByRole('tabpanel').getByRole('status').filter({ hasText: 'Loading...' }),
  ).toHaveCount(0);
}

/**
 * Where Headless UI draws its popups: at the end of the page. A menu there (the account menu)
 * belongs to the button that opened it, inside the banner, and takes the focus when it opens:
 * outside a landmark by where it is drawn, not for a person moving by landmarks. Only 'region' is
 * waived for it, and only while a menu is open there.
 */
const POPUPS = '#headlessui-portal-root';

/**
 * axe finds no WCAG 2.1 A/AA violation on what the page shows now, and no content outside the
 * page's landmarks (axe's 'region', a best practice: a screen reader moves by landmarks, and
 * /login's brand, language and benefits were outside them until 29 Nov).
 */
export async function expectAccessible(page: Page) {
  // Judge the settled page: a toast or dialog half-way through fading in has no fixed contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
  // Toasts come and go on a timer; their colours are fixed in src/app/toaster.tsx.
  // In one run in the page (legacy mode): the default runs each frame apart and joins the results
  // in a new blank page, a new renderer per scan, for frames of other origins, which the demo's
  // pages have none of (its widgets are served by the demo build). Half the time a scan took
  // (docs/testing.md#where-the-processors-time-goes). Only the violations are gathered whole: the
  // passes of every element, which nothing reads, cost a scan a fifth of its time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude('.toaster')
    // Before the tags: `options` replaces what the builder has set, its rules too. A rule
    // enabled by name runs beside the tags' (checked: a stray paragraph fails the scan).
    .options({ resultTypes: ['violations'], rules: { region: { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const menuOpen = (await page.locator(`${POPUPS} [role="menu"]`).count()) > 0;
  const waived = (rule: string, target: unknown[]) =>
    menuOpen && rule === 'region' && String(target[0]) === POPUPS;
  const summary = results.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !waived(v.id, n.target)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Each test fails on an uncaught page error; the cookie notice is pre-acknowledged unless asked;
 * `page.goto` returns once the demo backend's worker controls the page; a test that fails notes
 * where (`noteWhereItFailed`).
 */
export const test = base.extend<{ pageErrors: Error[]; showCookieNotice: boolean }>({
  showCookieNotice: [false, { option: true }],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, showCookieNotice }, use) => {
    if (!showCookieNotice) {
      await page.addInitScript(() => {
        try {
          window.localStorage.setItem('cookie-notice-acknowledged', 'true');
        } catch {
          // Frames without storage (data: URLs) have no notice to acknowledge.
        }
      });
    }
    // A demo page is ready once the demo backend's worker controls it. A test that navigated on
    // at once could otherwise open the next page while the worker is still being activated.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      return response;
    };
    await use(page);
    await noteWhereItFailed(page);
  },
});

/**
 * A failed test notes the page it was on (the test's own `page`, not one of another context) and
 * how far the demo backend had started there (see src/mocks/start-phase.ts) and the first words
 * its main part showed: the end of a CI log (scripts/summary.mjs) then says whether a page waited
 * for its data or for the backend, and what it showed instead.
 */
async function noteWhereItFailed(page: Page) {
  const info = test.info();
  if (info.status === info.expectedStatus || page.isClosed()) return;
  // A page that hangs answers nothing: the note is not worth more than a moment of the teardown.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = await Promise.race([
    page.evaluate(() => ({
      backend: document.documentElement.dataset.demoBackend ?? 'not marked',
      // What a person saw in the page's main part, its first words (a spinner has none).
      shown: (document.querySelector('main')?.innerText ?? 'no main').replace(/\s+/g, ' ').trim(),
    })),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 2_000))),
  ])
    .then((found) => found ?? { backend: 'not answering', shown: '' })
    .catch(() => ({ backend: 'unknown', shown: '' }))
    .finally(() => clearTimeout(timer));
  const url = new URL(page.url());
  const shown = seen.shown ? `, showing '${seen.shown.slice(0, 120)}'` : '';
  info.annotations.push({
    type: 'where it failed',
    description: `${url.host}${url.pathname}${url.search}, demo backend ${seen.backend}${shown}`,
  });
}

export { expect };

/**
 * A journey repeated on a partner's host, or in another language, checks what the host or the
 * language changes, which the screen does not: the own host's (or English) run is at both
 * viewports, the repeat at desktop alone (docs/testing.md#which-viewport-a-test-runs-at).
 */
export const onOwnHostAtBoth = (host: string) => (host === 'localhost' ? {} : { tag: '@desktop' });
export const inEnglishAtBoth = (language: string) => (language === 'en' ? {} : { tag: '@desktop' });

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** Follows a main navigation link within the page, as a person would (the drawer on a phone). */
export async function openFromNav(page: Page, label: string) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}

export type Fault = {
  method: string;
  path: string;
  kind: 'http500' | 'http401' | 'http404' | 'malformed' | 'timeout' | 'offline' | 'json';
  times?: number;
  /** What a `json` fault answers. */
  body?: unknown;
  delayMs?: number;
};

/** Tells the demo backend to fail matching calls (see src/mocks/faults.ts). */
export async function injectFaults(page: Page, faults: Fault[]) {
  await page.evaluate(
    (value) => localStorage.setItem('lark-demo-faults', value),
    JSON.stringify(faults),
  );
}
