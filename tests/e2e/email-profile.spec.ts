import type { Page } from '@playwright/test';
import { ALT_PORT, customers, expect, expectAccessible, signIn, test } from './support/fixtures';

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);
}

test.describe('/verify-email', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, customers.rohan);
  });

  test('a customer with an accepted offer verifies the email and reaches the credit line', async ({
    page,
  }) => {
    await page.goto('/verify-email');
    await expect(page.getByRole('main').getByText('rohan.mehta@example.com')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent to your email.')).toBeVisible();
    await expectAccessible(page);
    await enterCode(page, '123456');
    await expect(page.getByText('Email verified successfully. Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/loan\/apply$/);
    await expect(page.getByRole('region', { name: 'Credit line' })).toBeAttached();
  });

  test('a wrong code is cleared and refused', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/verify-email');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await enterCode(page, '111111');
    await expect(page.getByText('Invalid OTP')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  });

  test('the address can be edited, and is checked first', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/verify-email');
    await page.getByRole('button', { name: 'Edit email address' }).click();
    await page.getByLabel('Email').fill('rohan@work');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('rohan@work.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    const call = page.waitForRequest((r) => r.url().endsWith('/email/send-otp'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    expect((await call).postDataJSON()).toEqual({ email: 'rohan@work.example.com' });
    await expect(page.getByText('OTP sent to your email.')).toBeVisible();
  });

  test(
    "'Email already verified.' counts as verified",
    { tag: '@desktop' },
    async ({ page, context }) => {
      await page.goto('/verify-email');
      await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
      // Meanwhile the customer verifies the same address from the profile in another tab.
      const other = await context.newPage();
      await other.goto('/profile');
      await other.getByRole('button', { name: 'Verify email' }).click();
      await enterCode(other, '123456');
      await expect(other.getByText('Email verified successfully')).toBeVisible();
      await other.close();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('Email verified successfully. Redirecting...')).toBeVisible();
      await expect(page).toHaveURL(/\/loan\/apply$/);
    },
  );
});

test.describe('/profile', () => {
  test('a verified customer sees the account with its checks', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile details' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Payout details' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Verified')).toHaveCount(2);
    await expect(page.getByText('CDEPN••••C')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show PAN' }).click();
    await expect(page.getByText('CDEPN3456C')).toBeVisible();
  });

  test('an unverified email is verified in the modal', async ({ page, context }) => {
    await signIn(context, customers.asha);
    await page.goto('/profile');
    await expect(page.getByText('Not verified')).toBeVisible();
    await page.getByRole('button', { name: 'Verify email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(page.getByText('OTP sent successfully')).toBeVisible();
    await expectAccessible(page);
    await enterCode(page, '000000');
    await expect(dialog.getByText('Invalid OTP')).toBeVisible();
    for (const n of [6, 5, 4, 3, 2, 1])
      await dialog.getByRole('textbox', { name: `Digit ${n} of 6` }).fill('');
    await enterCode(page, '123456');
    await expect(dialog.getByText('Email verified successfully')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4_000 });
    await expect(page.getByRole('main').getByText('Verified')).toHaveCount(2);
  });

  test('the payout form, where the feature is on', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto(`http://localhost:${ALT_PORT}/profile`);
    await page.getByRole('tab', { name: 'Payout details' }).click();
    await page.getByLabel('Account number').fill('12ab');
    await page.getByLabel('IFSC code').pressSequentially('hdfc0001234');
    await expect(page.getByLabel('IFSC code')).toHaveValue('HDFC0001234');
    await page.getByRole('button', { name: 'Add bank details' }).click();
    await expect(page.getByText('Account number must contain only digits')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Account number').fill('123456789012');
    await page.getByLabel('Account holder name').fill('Priya S. Nair');
    await page.getByLabel('Bank name').fill('HDFC Bank');
    await page.getByRole('button', { name: 'Add bank details' }).click();
    // As a bank would: a code sent to the phone confirms the account payouts go to.
    const dialog = page.getByRole('dialog', { name: 'Confirm with your phone' });
    await expect(dialog.getByText(`+91 ${customers.priya}`)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('111111');
    await expect(dialog.getByText('Invalid OTP')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
    await expect(page.getByText('Bank details added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole('tab', { name: 'Payout details' }).click();
    await expect(page.getByLabel('Bank name')).toHaveValue('HDFC Bank');
    await expect(page.getByRole('button', { name: 'Update bank details' })).toBeVisible();
  });
});
