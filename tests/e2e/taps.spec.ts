import type { Locator, Page } from '@playwright/test';
import { customers, expect, isMobile, signIn, test } from './support/fixtures';

/** One press: a tap on a phone, a click on a desktop. */
const press = (page: Page, target: Locator) => (isMobile(page) ? target.tap() : target.click());

// A field's message appears when it loses focus. A fast press on a button below it (one press,
// as a person makes it, the message pushing the button down between touch and release) must
// still land.

test('one press on Login with password, right after typing a short number, opens the password step', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill('98765');
  await press(page, page.getByRole('button', { name: 'Login with password' }));
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('one press on Send message with a cleared name shows every message of the form', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/help-and-support');
  await expect(page.getByLabel('Full name')).toHaveValue('Priya Nair');
  await page.getByLabel('Full name').fill('');
  await press(page, page.getByRole('button', { name: 'Send message' }));
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please select an issue')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
});
