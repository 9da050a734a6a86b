import { customers, expect, inEnglishAtBoth, test } from './support/fixtures';
import { chooseHindi, englishOnPage } from './support/hindi';

/** The English term given in brackets the first time the page uses it. */
const BRACKETED = ['Privacy', 'Policy'];

test.describe('/login in Hindi', () => {
  test.beforeEach(async ({ context }) => chooseHindi(context));

  test('every step speaks Hindi, with no English first', async ({ page }) => {
    // The first paint of a Hindi reader's repeat visit is already in Hindi.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'स्वागत है', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(await englishOnPage(page, BRACKETED)).toEqual([]);

    const phone = page.getByRole('textbox', { name: 'मोबाइल नंबर' });
    await phone.fill('12345');
    await phone.blur();
    await expect(page.getByText('मोबाइल नंबर 10 अंकों का होना चाहिए')).toBeVisible();
    expect(await englishOnPage(page, BRACKETED)).toEqual([]);

    await phone.fill(customers.priya);
    await page.getByRole('button', { name: 'OTP पाएँ' }).click();
    await expect(page.getByRole('heading', { name: 'अपना नंबर सत्यापित करें' })).toBeVisible();
    // The server's words, as sent: the demo answers in the language asked for.
    await expect(page.getByText('+91 9876543212 पर OTP भेजा गया')).toBeVisible();
    expect(await englishOnPage(page, BRACKETED)).toEqual([]);

    await page.getByRole('button', { name: 'मोबाइल नंबर बदलें' }).click();
    await page.getByRole('button', { name: 'पासवर्ड से लॉग इन करें' }).click();
    await expect(page.getByRole('heading', { name: 'पासवर्ड से लॉग इन करें' })).toBeVisible();
    await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await expect(page.getByText('कृपया अपना पासवर्ड डालें')).toBeVisible();
    expect(await englishOnPage(page, BRACKETED)).toEqual([]);
  });

  test('switching language keeps what was typed, and its message follows', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'पासवर्ड से लॉग इन करें' }).click();
    const password = page.getByLabel('पासवर्ड', { exact: true });
    await password.fill('');
    await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await expect(page.getByText('कृपया अपना पासवर्ड डालें')).toBeVisible();
    await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill('98765');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { name: 'Login with password' })).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('98765');
    await expect(page.getByRole('button', { name: 'English', pressed: true })).toBeVisible();
  });
});

test.describe('from the code to home', () => {
  for (const language of ['hi', 'en'] as const) {
    test(
      `in ${language}, the screen is never blank between the login and home`,
      inEnglishAtBoth(language),
      async ({ page, context }) => {
        await context.addInitScript((code) => localStorage.setItem('lark-locale', code), language);
        // The signed-in frame's code arriving late, as on a slow phone's network (the context's
        // route: the demo backend's service worker fetches the page's files, which a page's
        // route never sees).
        await context.route(/\/assets\/shell-layout-[^/]*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        });
        await page.goto('/login');
        await page
          .getByRole('textbox', { name: /^(मोबाइल नंबर|Mobile number)$/ })
          .fill(customers.priya);
        await page.getByRole('button', { name: /^(OTP पाएँ|Get OTP)$/ }).click();
        const code = page.getByRole('textbox', { name: /^(6 में से अंक 1|Digit 1 of 6)$/ });
        await expect(code).toBeVisible();
        // Every change of the screen from here on: a blank one has no form, spinner or header.
        await page.evaluate(() => {
          const w = window as unknown as { blank: boolean };
          w.blank = false;
          new MutationObserver(() => {
            const root = document.getElementById('root');
            if (root && !root.querySelector('form, header, .animate-spin')) w.blank = true;
          }).observe(document.body, { subtree: true, childList: true });
        });
        await code.pressSequentially('123456');
        // The signed-in frame (/login has a banner of its own, and the code step a heading).
        await expect(page.getByRole('banner').getByRole('button', { name: /Priya/ })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { blank: boolean }).blank)).toBe(
          false,
        );
      },
    );
  }
});
