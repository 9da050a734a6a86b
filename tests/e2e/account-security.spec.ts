import type { Page, Request } from '@playwright/test';
import { COOKIE, customers, expect, expectAccessible, signIn, test } from './support/fixtures';
import { chooseHindi, englishOnPage } from './support/hindi';

// /profile's 'Password and devices' and /login's way back from a forgotten password
// (docs/product.md#account-security), against the demo backend.

const NEW_PASSWORD = 'a river in monsoon';

/** Every call to the password's endpoints, as they are sent. */
function passwordCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/auth\/(change-password|send-phone-otp)$/.test(request.url())) calls.push(request);
  });
  return calls;
}

async function openPasswordForm(page: Page) {
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByLabel('New password', { exact: true })).toBeVisible();
  return card;
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);
}

async function passwordLogin(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with password' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('changing the password', () => {
  test.beforeEach(async ({ context }) => signIn(context, customers.priya));

  test(
    'says each rule word for word, as typed and on submit, and sends nothing while one fails',
    { tag: '@desktop' },
    async ({ page }) => {
      const calls = passwordCalls(page);
      const card = await openPasswordForm(page);
      const password = card.getByLabel('New password', { exact: true });
      const confirm = card.getByLabel('Confirm new password', { exact: true });
      await expect(password).toHaveAttribute('autocomplete', 'new-password');
      await expect(confirm).toHaveAttribute('autocomplete', 'new-password');

      const rules: [string, string][] = [
        ['short', 'Use at least 8 characters'],
        ['x'.repeat(65), 'Use at most 64 characters'],
        [`me${customers.priya}`, 'Do not use your phone number'],
        ['iloveyou', 'This password is too common. Choose another.'],
        ['PASSWORD1', 'This password is too common. Choose another.'],
      ];
      for (const [typed, message] of rules) {
        await password.fill(typed);
        await confirm.fill(typed);
        // As typed.
        await expect(card.getByText(message, { exact: true })).toBeVisible();
        await expect(password).toHaveAccessibleDescription(message);
        // And on submit.
        await card.getByRole('button', { name: 'Continue' }).click();
        await expect(card.getByText(message, { exact: true })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await expectAccessible(page);

      await password.fill(NEW_PASSWORD);
      await confirm.fill(`${NEW_PASSWORD}!`);
      await expect(card.getByText('The passwords do not match', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Continue' }).click();
      await expect(confirm).toHaveAccessibleDescription('The passwords do not match');
      // Show reveals what was typed, hide covers it again.
      await card.getByRole('button', { name: 'Show' }).first().click();
      await expect(password).toHaveAttribute('type', 'text');
      await card.getByRole('button', { name: 'Hide' }).click();
      await expect(password).toHaveAttribute('type', 'password');
      expect(calls).toEqual([]);
    },
  );

  test('asks for the phone’s code, keeps what was typed after a wrong one, and the new password is the one that logs in', async ({
    page,
    context,
  }) => {
    const calls = passwordCalls(page);
    const card = await openPasswordForm(page);
    await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm with your phone' });
    await expect(dialog).toContainText(`+91 ${customers.priya}`);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]?.postDataJSON()).toEqual({
      purpose: 'PASSWORD',
      change: {},
    });
    await expect(page.getByText('OTP sent successfully')).toBeVisible();
    await expect(dialog.getByText('The code we sent confirms: Change your password')).toBeVisible();
    await expectAccessible(page);

    await enterCode(page, '111111');
    await expect(dialog.getByText('Invalid OTP')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
    await expect(card.getByLabel('Confirm new password', { exact: true })).toHaveValue(
      NEW_PASSWORD,
    );

    await card.getByRole('button', { name: 'Continue' }).click();
    await enterCode(page, '123456');
    await expect(card.getByRole('status')).toHaveText(
      'Password changed. Other devices were signed out.',
    );
    const change = calls.find((call) => call.url().endsWith('/change-password'));
    expect(change?.postDataJSON()).toEqual({ new_password: NEW_PASSWORD, phone_otp: '111111' });
    // The other devices went with it.
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByText('No other device is signed in.')).toBeVisible();
    await expectAccessible(page);

    // The next password login: the old password fails, the new one works.
    await context.clearCookies();
    await passwordLogin(page, customers.priya, 'Demo@1234');
    await expect(page.getByText('Incorrect phone number or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/notifications');
    await expect(page.getByText('Your password was changed')).toBeVisible();
  });
});

test(
  'a new password equal to the current one is refused by the server and said at the field, what was typed kept',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    const card = await openPasswordForm(page);
    const password = card.getByLabel('New password', { exact: true });
    await password.fill('Demo@1234');
    await card.getByLabel('Confirm new password', { exact: true }).fill('Demo@1234');
    await card.getByRole('button', { name: 'Continue' }).click();
    await enterCode(page, '123456');
    await expect(password).toHaveAccessibleDescription(
      'The new password must differ from your current one.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(password).toHaveValue('Demo@1234');
    await expectAccessible(page);
  },
);

test.describe('signed-in devices', () => {
  test.beforeEach(async ({ context }) => signIn(context, customers.priya));

  test('signs out each other device, then all others after a confirmation; a signed-out device lands on /login told why', async ({
    page,
    context,
  }) => {
    await page.goto('/profile');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    const items = devices.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('This device');
    await expect(items.first()).toContainText('Active now');
    const pune = items.filter({ hasText: 'Pune' });
    await expect(pune).toContainText('Android phone');
    await expect(pune).toContainText('Chrome on Android 14');
    await expect(pune).toContainText(/Last active \d/);
    await expect(items.filter({ hasText: 'Mumbai' })).toContainText('Windows laptop');
    await expect(items.first().getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expectAccessible(page);

    await pune.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('The device was signed out.')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Pune' })).toHaveCount(0);

    await devices.getByRole('button', { name: 'Sign out of all other devices' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
    await expect(ask).toBeVisible();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(items).toHaveCount(2);
    await devices.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await ask.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Other devices were signed out.')).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(devices.getByText('No other device is signed in.')).toBeVisible();

    // The phone in Pune makes its next call: it lands on /login, which says why.
    await context.clearCookies();
    await context.addCookies([
      {
        name: COOKIE,
        value: `demo.${customers.priya}.pune-android`,
        domain: 'localhost',
        path: '/',
      },
    ]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'You were signed out.' })).toHaveText(
      'You were signed out. Please log in again.',
    );
    await expectAccessible(page);
  });
});

test.describe('/login', () => {
  test("'Forgot password?' goes to the code step for the same number, and then to 'Set a new password'", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with password' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(customers.priya);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    await expect(page.getByText(`+91 ${customers.priya}`, { exact: true })).toBeVisible();
    await enterCode(page, '123456');
    await expect(page).toHaveURL(/\/profile\?password=new$/);
    const heading = page.getByRole('heading', { name: 'Set a new password' });
    await expect(heading).toBeFocused();
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test(
    "after 5 wrong passwords shows the server's words and offers 'Log in with OTP instead'",
    { tag: '@desktop' },
    async ({ page }) => {
      await passwordLogin(page, customers.rohan, 'not-my-password');
      const lastTry = page.getByText('You have 1 try left before password login is locked.');
      for (let tried = 1; tried < 5; tried += 1) {
        await expect(page.getByText('Incorrect phone number or password')).toBeVisible();
        // Said before the last try is used, not before.
        if (tried === 4) await expect(lastTry).toBeVisible();
        else await expect(lastTry).toBeHidden();
        await page.getByRole('button', { name: 'Login', exact: true }).click();
      }
      const alert = page.getByRole('alert').filter({ hasText: 'Too many wrong passwords' });
      await expect(async () => {
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(alert).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expect(alert).toContainText(
        'Too many wrong passwords. Try again in 15 minutes, or log in with a code sent to your phone.',
      );
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-my-password');
      await expectAccessible(page);
      await alert.getByRole('button', { name: 'Log in with OTP instead' }).click();
      await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
      await enterCode(page, '123456');
      await expect(page).toHaveURL(/\/$/);
    },
  );
});

test.describe('in Hindi', () => {
  test.beforeEach(async ({ context }) => chooseHindi(context));

  test(
    'the section, its rules, the code dialog and the confirmation speak Hindi',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.priya);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'पासवर्ड और डिवाइस' });
      await expect(section).toBeVisible();
      const devices = page.getByRole('region', { name: 'लॉग इन किए हुए डिवाइस' });
      await expect(devices.getByRole('listitem')).toHaveCount(3);
      await expect(devices.getByText('यह डिवाइस')).toBeVisible();
      // Bracketed on their first use elsewhere on the page, and the server's 'OTP' toast.
      expect(await englishOnPage(page)).toEqual([]);

      const card = page.getByRole('region', { name: 'पासवर्ड बदलें' });
      await card.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
      const password = card.getByLabel('नया पासवर्ड', { exact: true });
      await password.fill('छोटा');
      await expect(card.getByText('कम से कम 8 अक्षर इस्तेमाल करें')).toBeVisible();
      await password.fill('iloveyou');
      await expect(card.getByText('यह पासवर्ड बहुत आम है। कोई दूसरा चुनें।')).toBeVisible();
      // A Hindi password of 8 letters as a reader counts them is long enough.
      await password.fill('मेरा नया पासवर्ड');
      await card.getByLabel('नए पासवर्ड की पुष्टि करें', { exact: true }).fill('मेरा पासवर्ड');
      await expect(card.getByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeVisible();
      expect(await englishOnPage(page)).toEqual([]);
      await expectAccessible(page);

      await devices.getByRole('button', { name: 'बाक़ी सभी डिवाइस से लॉग आउट करें' }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'बाक़ी सभी डिवाइस से लॉग आउट करें?' }),
      ).toBeVisible();
      expect(await englishOnPage(page)).toEqual([]);
    },
  );

  test("/login's password step offers 'पासवर्ड भूल गए?'", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'पासवर्ड से लॉग इन करें' }).click();
    await expect(page.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    expect(await englishOnPage(page, ['Privacy', 'Policy'])).toEqual([]);
  });
});
