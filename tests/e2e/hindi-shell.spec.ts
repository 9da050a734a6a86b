import { customers, expect, isMobile, signIn, test } from './support/fixtures';
import { chooseHindi, englishOnPage } from './support/hindi';

/**
 * The frame around the pages in Hindi: the top bar, the navigation (the rail, the drawer), the
 * account menu, the footer, the not-found page and the cookie notice, with the page inside.
 */

test.beforeEach(async ({ context }) => {
  await chooseHindi(context);
});

test.describe('signed in as Priya', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, customers.priya);
  });

  test('the shell around home is in Hindi', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('होम · Lark');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lark होम' })).toBeVisible();
    if (!isMobile(page)) {
      const nav = page.getByRole('navigation', { name: 'मुख्य' });
      await expect(nav.getByRole('link', { name: 'मेरी लोन प्रोफ़ाइल' })).toBeAttached();
    }
    expect(await englishOnPage(page)).toEqual([]);

    await page.getByRole('button', { name: 'Priya का खाता मेन्यू' }).click();
    await expect(page.getByRole('menuitem', { name: 'लॉग आउट करें' })).toBeVisible();
    expect(await englishOnPage(page)).toEqual([]);
  });

  test('the drawer is in Hindi', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const drawer = page.getByRole('dialog', { name: 'मेन्यू' });
    await expect(drawer.getByRole('link', { name: 'प्रोफ़ाइल का विवरण' })).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'भाषा' })).toBeVisible();
    expect(await englishOnPage(page)).toEqual([]);
  });

  test('the not-found page is in Hindi', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(page).toHaveTitle('पेज नहीं मिला · Lark');
    expect(await englishOnPage(page)).toEqual([]);
  });
});

test.describe('before sign-in', () => {
  test.use({ showCookieNotice: true });

  test('the cookie notice is in Hindi, with its details open', async ({ page }) => {
    await page.goto('/no-such-page');
    const notice = page.getByRole('region', { name: 'कुकी सूचना' });
    await expect(notice).toBeVisible({ timeout: 3_000 });
    await notice.getByRole('button', { name: 'और जानकारी' }).click();
    await expect(notice).toContainText('lark-customerauth-token');
    expect(await englishOnPage(page)).toEqual([]);
  });
});
