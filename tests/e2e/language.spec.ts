import type { Page } from '@playwright/test';
import { customers, expect, signIn, test } from './support/fixtures';

/** The top bar's control: the whole 'English / हिन्दी' group, or on a phone its one button. */
const switchToHindi = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();

const html = (page: Page) => page.locator('html');

test.describe('the language control in the top bar', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, customers.priya);
  });

  test('switches the page to Hindi, other tabs follow, and a reload keeps it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Lark');
    await expect(html(page)).toHaveAttribute('lang', 'en-IN');
    const other = await context.newPage();
    await other.goto('/faqs');
    await expect(other).toHaveTitle('FAQs · Lark');

    await switchToHindi(page);
    await expect(html(page)).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('होम · Lark');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lark होम' })).toBeVisible();

    await expect(html(other)).toHaveAttribute('lang', 'hi-IN');
    await expect(other).toHaveTitle('सवाल-जवाब · Lark');

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('होम · Lark');
  });

  test('?lang=en in the address sets English', { tag: '@desktop' }, async ({ page, context }) => {
    await context.addInitScript(() => {
      if (!localStorage.getItem('lark-locale')) localStorage.setItem('lark-locale', 'hi');
    });
    await page.goto('/');
    await expect(page).toHaveTitle('होम · Lark');
    await page.goto('/?lang=en');
    await expect(html(page)).toHaveAttribute('lang', 'en-IN');
    await expect(page).toHaveTitle('Home · Lark');
    await page.goto('/faqs');
    await expect(page).toHaveTitle('FAQs · Lark');
  });

  test('a switch keeps what was typed into a form', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/help-and-support');
    const message = page.locator('textarea[name="message"]');
    await message.fill('My statement for March is missing');
    await switchToHindi(page);
    await expect(html(page)).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('सहायता · Lark');
    await expect(message).toHaveValue('My statement for March is missing');
  });
});

test.describe('a browser whose first language is Hindi', { tag: '@desktop' }, () => {
  test.use({ locale: 'hi-IN' });

  test('gets Hindi on a first visit', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('होम · Lark');
  });
});

test.describe("the server's words after a switch", () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, customers.priya);
  });

  test(
    'are read again in the new language, without a reload',
    { tag: '@desktop' },
    async ({ page }, info) => {
      await page.goto('/notifications');
      const list = page.getByRole('main');
      await expect(list.getByRole('link', { name: 'Interest due soon' })).toBeVisible();
      const again = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname.endsWith('/notifications') && request.method() === 'GET',
      );
      await switchToHindi(page);
      await expect(html(page)).toHaveAttribute('lang', 'hi-IN');
      expect((await again).headers()['accept-language']).toBe('hi-IN');
      // The demo server's own title, as it words it in Hindi (src/mocks/words.hi.ts).
      await expect(list.getByRole('link', { name: 'ब्याज जल्द चुकाना है' })).toBeVisible();
      await expect(list.getByText('Interest due soon')).toHaveCount(0);
      await page.screenshot({ path: info.outputPath('notifications-hi.png'), fullPage: true });
    },
  );
});
