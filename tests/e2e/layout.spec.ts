import type { Locator, Page } from '@playwright/test';
import { ALT_PORT, customers, expect, expectSettled, PORT, signIn, test } from './support/fixtures';
import { openInApp, SIGNED_IN_PAGES } from './support/pages';

// Every screen at a narrow phone (320 px, also a 1280 px screen at 400% zoom), a common phone
// and a desktop, on our host and on both demo partners' (whose names and logos are wider), for
// a customer whose names and email are at their limits: nothing scrolls sideways, nothing
// stands outside the screen or sticks out of its box, and the cookie notice covers nothing a
// person can press.
const HOSTS = ['localhost', 'acme.localhost', 'zen.localhost'];
const SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
/** What is wrong with the layout on screen now, in words (empty when nothing is). */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > viewport) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px`);
    }
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const notice = document.querySelector('[data-cookie-notice]');
    const opened = document.querySelector('[role="menu"], [role="dialog"], [role="listbox"]');
    const noticeBox = notice?.getBoundingClientRect();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      // Unseen: hidden, see-through, or clipped to nothing for screen readers only (sr-only).
      const clippedAway = style.clipPath !== 'none' || style.clip !== 'auto';
      if (!shown || clippedAway || box.width <= 1 || box.height <= 1) continue;
      // An element inside a scrolling or clipping box is judged by that box.
      let inside = element.parentElement;
      while (inside && inside !== document.body && !clips(inside)) inside = inside.parentElement;
      if (inside === document.body || inside === null) {
        if (box.left < -1 || box.right > viewport + 1) {
          problems.push(`${name(element)} stands outside the screen (${box.left}-${box.right})`);
        }
      }
      // Text that sticks out of its own box (a long name or email that does not wrap).
      const ownsText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (
        ownsText &&
        !clips(element) &&
        style.display !== 'inline' &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0
      ) {
        problems.push(
          `${name(element)} overflows its box by ${element.scrollWidth - element.clientWidth}px`,
        );
      }
      if (
        noticeBox &&
        !notice?.contains(element) &&
        element.matches('a[href], button, input, select, textarea') &&
        box.bottom > noticeBox.top &&
        box.top < noticeBox.bottom &&
        box.right > noticeBox.left &&
        box.left < noticeBox.right &&
        box.top < window.innerHeight
      ) {
        problems.push(`${name(element)} is under the cookie notice`);
      }
      // The desktop rail's links are never under the top bar (nor anything else), unless a
      // menu or dialog is open (the page behind it then takes no pointer).
      if (
        !opened &&
        element.matches('[aria-label="Sidebar"] a[href]') &&
        box.top < window.innerHeight
      ) {
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!top || !element.contains(top)) {
          problems.push(`${name(element)} is under ${top ? name(top) : 'nothing on screen'}`);
        }
      }
    }
    return problems;
  });
}

async function expectLaidOut(page: Page, what: string) {
  // Judge the screen a person stays on: nothing still loading, and transitions (menus, the
  // drawer) started, then finished.
  await expectSettled(page);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
  expect(await layoutProblems(page), what).toEqual([]);
}

/**
 * Opens what `trigger` opens, checks the screen (and that `end`, its last part, is wholly on
 * it), and closes it again with Escape.
 */
async function checkOpened(
  page: Page,
  trigger: Locator,
  opened: Locator,
  what: string,
  end?: Locator,
) {
  await trigger.click();
  await expect(opened).toBeVisible();
  await expectLaidOut(page, what);
  if (end) await expect(end, `${what}: its end`).toBeInViewport({ ratio: 1 });
  const box = await opened.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && box.y + box.height <= height + 1, `${what} ends within the screen`).toBe(true);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

for (const host of HOSTS) {
  for (const size of SIZES) {
    test(`every screen fits ${size.width}x${size.height} on ${host}`, async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(120_000);
      const origin = `http://${host}:${PORT}`;
      await page.setViewportSize(size);
      const phone = size.width < 1024;

      await page.goto(`${origin}/login`);
      await expect(page.getByLabel('Mobile number')).toBeVisible();
      await expectLaidOut(page, `${host} /login`);

      // Signed in, the first page loads and the others open within it (see openInApp).
      await signIn(context, customers.venkata, host);
      await page.goto(`${origin}/`);
      for (const shown of SIGNED_IN_PAGES) {
        await openInApp(page, shown);
        await expectLaidOut(page, `${host} ${shown.route}`);
      }

      const banner = page.getByRole('banner');
      await checkOpened(
        page,
        banner.getByRole('button', { name: /^Account menu/ }),
        page.getByRole('menu'),
        `${host} the account menu`,
      );
      await checkOpened(
        page,
        banner.getByRole('button', { name: /^Notifications/ }),
        page.getByRole('region', { name: 'Notifications' }),
        `${host} the notifications`,
      );
      if (phone) {
        await checkOpened(
          page,
          banner.getByRole('button', { name: 'Open menu' }),
          page.getByRole('dialog', { name: 'Menu' }),
          `${host} the drawer`,
          host === 'localhost'
            ? page.getByRole('dialog').getByText(/@/)
            : page.getByRole('dialog').getByText('powered by'),
        );
      }

      // The dialogs of other customers' journeys, each in a context of its own.
      const asha = await browser.newContext({ viewport: size });
      await signIn(asha, customers.asha, host);
      const home = await asha.newPage();
      await home.addInitScript(() => localStorage.setItem('cookie-notice-acknowledged', 'true'));
      await home.goto(`${origin}/`);
      await home
        .getByRole('main')
        .getByRole('button', { name: 'Check Eligibility' })
        .first()
        .click();
      const widget = home.getByRole('dialog');
      await expect(widget).toBeVisible();
      await expectLaidOut(home, `${host} the eligibility dialog`);
      await home
        .frameLocator('iframe[title="Eligibility check"]')
        .getByRole('button', { name: 'Portfolio not found' })
        .click();
      await expect(home.getByRole('dialog', { name: 'Portfolio Not Found' })).toBeVisible();
      await expectLaidOut(home, `${host} the outcome modal`);
      await asha.close();

      const rohan = await browser.newContext({ viewport: size });
      await signIn(rohan, customers.rohan, host);
      const profile = await rohan.newPage();
      await profile.addInitScript(() => localStorage.setItem('cookie-notice-acknowledged', 'true'));
      await profile.goto(`${origin}/profile`);
      await profile.getByRole('button', { name: 'Verify email' }).click();
      await expect(profile.getByRole('dialog', { name: 'Verify your email' })).toBeVisible();
      await expectLaidOut(profile, `${host} the email code dialog`);
      await rohan.close();

      // The payout tab and its code dialog, in the build that has them, for the long names.
      const venkata = await browser.newContext({ viewport: size });
      await signIn(venkata, customers.venkata, host);
      const payout = await venkata.newPage();
      await payout.addInitScript(() => localStorage.setItem('cookie-notice-acknowledged', 'true'));
      await payout.goto(`http://${host}:${ALT_PORT}/profile`);
      await payout.getByRole('tab', { name: 'Payout details' }).click();
      await payout.getByLabel('Account number').fill('123456789012345678');
      await payout.getByLabel('IFSC code').fill('HDFC0001234');
      await payout.getByLabel('Account holder name').fill('Venkatasatyanarayanamurthy Somayaji');
      await payout.getByLabel('Bank name').fill('Housing Development Finance Corporation');
      await expectLaidOut(payout, `${host} the payout tab`);
      await payout.getByRole('button', { name: /bank details$/ }).click();
      await expect(payout.getByRole('dialog', { name: 'Confirm with your phone' })).toBeVisible();
      await expectLaidOut(payout, `${host} the bank code dialog`);
      await venkata.close();
    });
  }
}

test.describe('with the cookie notice showing', () => {
  test.use({ showCookieNotice: true });

  for (const size of SIZES) {
    test(`the notice covers nothing at ${size.width}x${size.height}`, async ({ page, context }) => {
      await page.setViewportSize(size);
      const origin = `http://acme.localhost:${PORT}`;
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await page.goto(`${origin}/login`);
      await expect(notice).toBeVisible();
      await expectLaidOut(page, 'with the notice, /login');
      await signIn(context, customers.venkata, 'acme.localhost');
      await page.goto(`${origin}/`);
      for (const shown of SIGNED_IN_PAGES) {
        await openInApp(page, shown);
        await expect(notice).toBeVisible();
        await expectLaidOut(page, `with the notice, ${shown.route}`);
      }
    });
  }
});

test('the home hero shows a credit line at a glance on a desktop, and only there', async ({
  page,
  context,
}) => {
  await signIn(context, customers.asha);
  await page.goto('/');
  const example = page.getByRole('figure', { name: /^Example: pledge ₹10,00,000/ });
  await expect(example).toBeVisible();
  const hero = await page.locator('section').first().boundingBox();
  const figure = await example.boundingBox();
  expect(figure && hero && figure.x > hero.x + hero.width / 2).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(example).toBeHidden();
});

for (const logo of ['acme-logo.svg', 'zen-logo.svg']) {
  test(`the demo partner logo ${logo} shows its whole name`, async ({ browser }) => {
    // A page of its own: the file alone, not the portal (no demo backend to wait for).
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/demo/${logo}`);
    const fits = await page.evaluate(() => {
      const svg = document.querySelector('svg') as SVGSVGElement;
      const { width } = svg.viewBox.baseVal;
      return Array.from(svg.querySelectorAll('text')).map((text) => {
        const box = text.getBBox();
        return { text: text.textContent, right: box.x + box.width, width };
      });
    });
    for (const { right, width } of fits) expect(right).toBeLessThanOrEqual(width);
  });
}
