import type { Page } from '@playwright/test';
import { customers, expect, expectAccessible, injectFaults, PORT, test } from './support/fixtures';

const home = () => ({ name: 'Instant Cash Against Mutual Funds' });

async function enterPhone(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);
}

test('a new customer registers: phone, OTP, details, congratulations, home', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Benefits' })).toBeVisible();
  await expect(page.getByText('Privacy Policy and Terms of Use')).toBeVisible();
  await expectAccessible(page);
  await enterPhone(page, '9988776655');
  await expect(page.getByText('+91 9988776655', { exact: true })).toBeVisible();
  await expect(page.getByText('Demo mode:')).toBeVisible();
  await expectAccessible(page);
  await enterCode(page, '123456');
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Email', { exact: true }).fill('meera@example.com');
  await page.getByLabel('PAN').pressSequentially('fghpi5678k');
  await expect(page.getByLabel('PAN')).toHaveValue('FGHPI5678K');
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', home())).toBeVisible();
  await expect(page).toHaveURL(`http://localhost:${PORT}/`);
  expect(await page.evaluate(() => localStorage.getItem('welcome'))).toBe('true');
});

test('a seeded customer logs in by OTP', async ({ page, context }) => {
  await page.goto('/login');
  await enterPhone(page, customers.priya);
  await enterCode(page, '123456');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('heading', home())).toBeVisible();
  // The session cookie: strict same-site, host-only (no Domain), kept for 7 days, never in storage.
  const cookie = (await context.cookies()).find((c) => c.name === 'lark-customerauth-token');
  expect(cookie).toMatchObject({ sameSite: 'Strict', domain: 'localhost', path: '/' });
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(cookie?.value ?? 'no cookie');
  await expect(page.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
});

test('a seeded customer logs in by password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with password' }).click();
  await page.getByLabel('Mobile number').fill(customers.asha);
  await page.getByLabel('Password').fill('Demo@1234');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', home())).toBeVisible();
});

test('a wrong OTP is refused and the customer stays', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/login');
  await enterPhone(page, customers.priya);
  await enterCode(page, '654321');
  await expect(page.getByText('Invalid OTP')).toBeVisible();
  // Said once, under the boxes, not again in a toast.
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toHaveCount(1);
  await expect(page.locator('.toaster').getByText('Invalid OTP')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  // Cleared, marked and ready for the next try, as the email step does.
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(first).toHaveValue('');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await enterCode(page, '123456');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText('Invalid OTP')).toBeHidden();
});

test('resend waits 30 s and restarts', { tag: '@desktop' }, async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await enterPhone(page, customers.priya);
  await expect(page.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  await page.clock.fastForward(12_000);
  await expect(page.getByRole('button', { name: 'Resend OTP in 18s' })).toBeDisabled();
  await page.clock.fastForward(18_000);
  const resend = page.getByRole('button', { name: 'Resend OTP', exact: true });
  await expect(resend).toBeEnabled();
  const call = page.waitForRequest((r) => r.url().endsWith('/auth/login-otp'));
  await resend.click();
  expect((await call).postDataJSON()).toEqual({ phone_no: customers.priya });
  await expect(page.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
});

test(
  'invalid phone and registration inputs get their messages',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/login');
    const phone = page.getByLabel('Mobile number');
    await phone.fill('12345');
    await phone.blur();
    await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
    await phone.fill('1234567890');
    await expect(page.getByText('Invalid phone number format')).toBeVisible();
    await expectAccessible(page);
    await enterPhone(page, '9090909090');
    await enterCode(page, '123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText(
        'First name must be between 2 and 50 characters long and contain only letters',
      ),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(
      page.getByText('Please enter a valid PAN number. Example: ABCDE1234A'),
    ).toBeVisible();
    await expectAccessible(page);
  },
);

test(
  'a campaign link greets the customer and its values reach the OTP call',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/login?init=cust-asha&ref=partner-7&src=sms&medium=campaign&click_id=xyz');
    await expect(page.getByRole('heading', { name: 'Hi, asha' })).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue(customers.asha);
    const call = page.waitForRequest((r) => r.url().endsWith('/auth/login-otp'));
    await page.getByRole('button', { name: 'Get OTP' }).click();
    const body = (await call).postDataJSON();
    expect(body).toMatchObject({
      phone_no: customers.asha,
      ref: 'partner-7',
      source: 'sms',
      medium: 'campaign',
      click_id: 'xyz',
    });
    expect(body.user_device.browser).toBe('Chrome');
    expect(body.user_device.os).not.toBe('');
  },
);

test('a partner subdomain shows its brand and sends its domain on verify', async ({ page }) => {
  await page.goto(`http://acme.localhost:${PORT}/login`);
  await expect(page.getByRole('img', { name: 'Acme Wealth' })).toBeVisible();
  await expect(page.getByText('Acme Wealth is a lending service provider.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'care@acme-wealth.example' })).toBeVisible();
  await enterPhone(page, customers.priya);
  const call = page.waitForRequest((r) => r.url().endsWith('/auth/verify-otp'));
  await enterCode(page, '123456');
  expect((await call).postDataJSON()).toEqual({
    phone_no: customers.priya,
    phone_otp: '123456',
    domain: 'acme.localhost',
  });
  await expect(page.getByRole('heading', home())).toBeVisible();
  await expectAccessible(page);
});

test(
  'a returning visitor sees the kept brand at once on other pages; /login waits for the lookup under no brand',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await page.goto(`http://acme.localhost:${PORT}/login`);
    await expect(page.getByRole('img', { name: 'Acme Wealth' })).toBeVisible();
    // The next lookups hang for the api's full 10 s: without the kept answer, the spinner would wait
    // for them, and then show the defaults.
    await injectFaults(page, [{ method: 'GET', path: '/auth/acme/partner', kind: 'timeout' }]);
    await page.close();
    const visit = await context.newPage();
    await visit.goto(`http://acme.localhost:${PORT}/lenders`);
    await expect(visit.getByRole('img', { name: 'Acme Wealth' })).toBeVisible({ timeout: 5_000 });
    // /login shows no kept brand, which the lookup might change: the form at once, no one's brand.
    await visit.goto(`http://acme.localhost:${PORT}/login`);
    await expect(visit.getByLabel('Mobile number')).toBeEditable();
    await expect(visit.getByRole('img')).toHaveCount(0);
    await expect(visit).toHaveTitle('Login');
  },
);

test(
  'the code step survives a reload, and Back returns to the number, query kept',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/login?ref=partner-7');
    await enterPhone(page, customers.priya);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    await expect(page.getByText(`+91 ${customers.priya}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Mobile number')).toHaveValue(customers.priya);
    await expect(page).toHaveURL(/\/login\?ref=partner-7$/);
    await page.goForward();
    await enterCode(page, '123456');
    await expect(page.getByRole('heading', home())).toBeVisible();
  },
);

test(
  'the keyboard meets a skip link first, and the phone field before the carousel',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/login');
    const phone = page.getByLabel('Mobile number');
    await expect(phone).toBeEditable();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const carousel = page.getByRole('region', { name: 'Benefits' });
    const inCarousel = () => carousel.evaluate((region) => region.contains(document.activeElement));
    for (let stop = 0; stop < 10; stop++) {
      if (await phone.evaluate((field) => field === document.activeElement)) break;
      expect(await inCarousel(), 'no carousel control before the phone field').toBe(false);
      await page.keyboard.press('Tab');
    }
    await expect(phone).toBeFocused();
    // The skip link itself lands just before the form.
    await page.keyboard.press('Shift+Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(phone).toBeFocused();
    // The carousel's controls still follow.
    for (let stop = 0; stop < 30 && !(await inCarousel()); stop++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous benefit' })).toBeFocused();
  },
);

test.describe(
  'after a deep-link login, Back leaves the page the customer asked for',
  { tag: '@desktop' },
  () => {
    for (const how of ['code', 'password'] as const) {
      test(`by ${how}: Back returns to the page before the link, never to /login`, async ({
        page,
      }) => {
        await page.goto('/lenders');
        await expect(
          page.getByRole('heading', { name: 'Lending partners', level: 1 }),
        ).toBeVisible();
        await page.goto('/loan?tab=transactions');
        await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
        if (how === 'code') {
          await enterPhone(page, customers.priya);
          await enterCode(page, '123456');
        } else {
          await page.getByRole('button', { name: 'Login with password' }).click();
          await page.getByLabel('Mobile number').fill(customers.priya);
          await page.getByLabel('Password').fill('Demo@1234');
          await page.getByRole('button', { name: 'Login', exact: true }).click();
        }
        await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
        await expect(page).toHaveURL(`http://localhost:${PORT}/loan?tab=transactions`);
        await page.goBack();
        await expect(page).toHaveURL(`http://localhost:${PORT}/lenders`);
        await expect(
          page.getByRole('heading', { name: 'Lending partners', level: 1 }),
        ).toBeVisible();
        await page.goForward();
        await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
      });
    }

    test('a new customer who registers on the way: Back returns to the page before the link', async ({
      page,
    }) => {
      await page.goto('/lenders');
      await expect(page.getByRole('heading', { name: 'Lending partners', level: 1 })).toBeVisible();
      await page.goto('/notifications');
      await enterPhone(page, '9988776650');
      await enterCode(page, '123456');
      await page.getByLabel('First name').fill('Sai Krishna');
      await page.getByLabel('Last name').fill('Rao');
      await page.getByLabel('Email', { exact: true }).fill('sai.rao@example.com');
      await page.getByLabel('PAN').pressSequentially('SAIKR1234K');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('button', { name: 'Get started' }).click();
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(`http://localhost:${PORT}/lenders`);
      await expect(page.getByRole('heading', { name: 'Lending partners', level: 1 })).toBeVisible();
    });
  },
);
