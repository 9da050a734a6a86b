import type { BrowserContext } from '@playwright/test';
import {
  COOKIE,
  customers,
  expect,
  expectAccessible,
  injectFaults,
  isMobile,
  PORT,
  signIn,
  test,
} from './support/fixtures';

test.describe('access', () => {
  test('an unauthenticated deep link goes to /login', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/loan');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows 404 with a Go back button', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();
    // A person follows a broken link from a portal page.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/no/such/page';
      link.textContent = 'broken link';
      document.getElementById('main-content')?.prepend(link);
    });
    await page.getByRole('link', { name: 'broken link' }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // The shell stays, with its way home and the account menu.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Page not found' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test(
    'Go back from a 404 opened directly goes home',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.priya);
      await page.goto('/nowhere');
      await page.getByRole('button', { name: 'Go back' }).click();
      await expect(page).toHaveURL(`http://localhost:${PORT}/`);
    },
  );

  test(
    'an unauthorized answer sends the browser to /login once',
    { tag: '@desktop' },
    async ({ page, context }) => {
      // A token the server no longer accepts: every protected call answers details.unauthorized.
      await context.addCookies([
        { name: COOKIE, value: 'demo.9000000000.expired', domain: 'localhost', path: '/' },
      ]);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
      });
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login$/);
      // eslint-disable-next-line playwright/no-wait-for-timeout -- a second redirect that must not come has no event to wait for (docs/testing.md#lint-for-tests)
      await page.waitForTimeout(500);
      expect(navigations.filter((p) => p === '/login')).toHaveLength(1);
      expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();
    },
  );
});

/**
 * The menus' code comes once the page is quiet, or at a first sign of interest: here it is held
 * back until the test calls what this returns.
 */
async function holdMenusCode(context: BrowserContext): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/(user-menu|notification)-dropdown-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('shell', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, customers.priya);
  });

  test('shows the top bar, user menu and default contacts', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Lark home' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: 'Need help?' })).toHaveAttribute(
      'href',
      'mailto:support@lark.test',
    );
    await expect(banner.getByRole('link', { name: '+91 80 4000 0000' })).toHaveAttribute(
      'href',
      'tel:+918040000000',
    );
    await expect(banner.getByRole('link', { name: 'Chat With Us' })).toHaveAttribute(
      'href',
      'https://wa.me/919845000000',
    );
    await banner.getByRole('button', { name: 'Account menu for Priya' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Priya');
    await expect(menu).toContainText('priya.nair@example.com');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Lark. All rights reserved.`,
    );
    await expect(page.getByRole('contentinfo')).toContainText('Made with love');
  });

  test(
    'the account menu pressed before its code has arrived opens once it does',
    { tag: '@desktop' },
    async ({ page, context }) => {
      const release = await holdMenusCode(context);
      await page.goto('/');
      const banner = page.getByRole('banner');
      const account = banner.getByRole('button', { name: 'Account menu for Priya' });
      await expect(account).toHaveAttribute('aria-haspopup', 'menu');
      await account.click();
      await expect(page.getByRole('menu')).toHaveCount(0);
      release();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(account).toBeFocused();
    },
  );

  test(
    'a bell focused before its code has arrived keeps the focus when it arrives',
    { tag: '@desktop' },
    async ({ page, context }) => {
      const release = await holdMenusCode(context);
      await page.goto('/');
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await bell.focus();
      release();
      // Headless UI's own button (it names itself by an id), with the focus.
      await expect(bell).toHaveAttribute('id', /^headlessui-popover-button/);
      await expect(bell).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    },
  );

  test('the sidebar lists every section and navigates', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const names = ['Home', 'My Loan Profile', 'FAQs', 'Help and Support', 'Profile Details'];
    for (const name of names) await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test(
    'desktop: the rail is w-20 and widens to w-72 on hover',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      const rail = page.getByRole('complementary', { name: 'Sidebar' });
      await expect.poll(async () => (await rail.boundingBox())?.width).toBe(80);
      await rail.hover();
      await expect.poll(async () => (await rail.boundingBox())?.width).toBe(288);
      await expect(rail).toContainText('Priya Nair');
      await page.mouse.move(1000, 500);
      await expect.poll(async () => (await rail.boundingBox())?.width).toBe(80);
    },
  );

  test(
    'mobile: the drawer opens, closes on an outside click and on navigation',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
      // Nothing in the top bar pushes the page wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expectAccessible(page);
      await page.mouse.click(370, 400);
      await expect(drawer).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.getByRole('link', { name: 'Help and Support' }).click();
      await expect(page).toHaveURL(/\/help-and-support$/);
      await expect(drawer).toBeHidden();
    },
  );

  test(
    'logout calls the server and returns to /login',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await page.goto('/');
      const logoutCall = page.waitForRequest(
        (r) => r.url().endsWith('/auth/logout') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Account menu for Priya' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await logoutCall;
      await expect(page).toHaveURL(/\/login$/);
      expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test(
    'logout still signs out when the logout call fails',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await page.goto('/');
      await injectFaults(page, [{ method: 'POST', path: '/auth/logout', kind: 'http500' }]);
      await page.getByRole('button', { name: 'Account menu for Priya' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();
    },
  );
});

test.describe('branding', () => {
  test('a partner subdomain shows the partner name, logo and contacts', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.priya, 'acme.localhost');
    await page.goto(`http://acme.localhost:${PORT}/`);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('img', { name: 'Acme Wealth' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Need help?' })).toHaveAttribute(
      'href',
      'mailto:care@acme-wealth.example',
    );
    await expect(banner.getByRole('link', { name: 'Chat With Us' })).toHaveAttribute(
      'href',
      'https://wa.me/919820012345',
    );
    await expect(banner.getByRole('link', { name: '+91 22 6100 2000' })).toHaveAttribute(
      'href',
      'tel:+912261002000',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Acme Wealth. All rights reserved.');
    if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    const footer = page.getByText('powered by').last();
    await expect(footer).toBeAttached();
    await expect(footer.getByRole('img', { name: 'Lark' })).toBeAttached();
    await expectAccessible(page);
  });

  test('localhost shows the defaults and the customer in the sidebar footer', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.priya);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Lark' })).toBeVisible();
    await expect(page.getByText('powered by')).toHaveCount(0);
    if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByText('priya.nair@example.com').last()).toBeAttached();
  });
});

test.describe('cookie notice', { tag: '@desktop' }, () => {
  test.use({ showCookieNotice: true });

  test('appears after 1 s and stays dismissed after a reload', async ({ page }) => {
    await page.goto('/login');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    // Until it shows it is drawn all but transparent and out of reach (docs/performance.md).
    await expect(notice).toHaveAttribute('inert');
    await expect(notice).toHaveCSS('opacity', '0.01');
    await expect(notice).not.toHaveAttribute('inert', { timeout: 3_000 });
    await expect(notice).toHaveCSS('opacity', '1');
    await notice.getByRole('button', { name: 'More Info' }).click();
    // Every cookie the portal may set, named and explained.
    await expect(notice).toContainText(
      'We use cookies only to keep you signed in and remember your language. No tracking.',
    );
    for (const cookie of ['lark-customerauth-token', 'lark-locale', 'lark-logout-owed']) {
      await expect(notice).toContainText(cookie);
    }
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a notice that must not come back has no event to wait for (docs/testing.md#lint-for-tests)
    await page.waitForTimeout(1_500);
    await expect(notice).toBeHidden();
  });

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`covers nothing on a first visit at ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await expect(notice).toBeVisible({ timeout: 3_000 });
      // Whatever a first-time visitor can press on the first screen is on top where it shows.
      for (const control of [
        page.getByLabel('Mobile number'),
        page.getByRole('button', { name: 'Get OTP' }),
        page.getByRole('button', { name: 'Login with password' }),
      ]) {
        const box = await control.boundingBox();
        if (!box || box.y + box.height > viewport.height) continue;
        const onTop = await control.evaluate(
          (element, { x, y }) => {
            const hit = document.elementFromPoint(x, y);
            return hit !== null && (element === hit || element.contains(hit));
          },
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(onTop, String(control)).toBe(true);
      }
      // On the common phone and a desktop, Get OTP is on the first screen with the notice.
      if (viewport.height >= 844) {
        await expect(page.getByRole('button', { name: 'Get OTP' })).toBeInViewport();
      }
    });
  }
});
