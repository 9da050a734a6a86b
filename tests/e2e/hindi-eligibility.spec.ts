import type { Page } from '@playwright/test';
import { ALT_PORT, customers, expect, signIn, test } from './support/fixtures';
import { chooseHindi, englishOnPage } from './support/hindi';

/**
 * The Latin-letter words on the whole page, its frame and the banners above it included, dialogs
 * and toasts too, other than the allowed ones.
 */
const englishInPage = (page: Page, allowed: string[] = []) => englishOnPage(page, allowed);

const homeButton = (page: Page, name: string) =>
  page.getByRole('button', { name, includeHidden: true }).first();

test.describe('home, the calculator, the credit line, email and profile in Hindi', () => {
  test.beforeEach(async ({ context }) => chooseHindi(context));

  test('home before a check, the calculator and its messages, the eligibility answer', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.asha);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'म्यूचुअल फ़ंड पर तुरंत नकद' }),
    ).toBeVisible();
    await expect(homeButton(page, 'पात्रता जाँचें')).toBeVisible();
    await expect(page.getByRole('button', { name: 'हिसाब लगाएँ' })).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'इक्विटी म्यूचुअल फ़ंड' }).fill('abc');
    await page.getByRole('button', { name: 'हिसाब लगाएँ' }).click();
    await page.getByRole('button', { name: 'तुलना करें' }).click();
    await expect(page.getByText('उधार लेने की राशि डालें')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'इक्विटी म्यूचुअल फ़ंड' }).fill('100000');
    await page.getByRole('button', { name: 'हिसाब लगाएँ' }).click();
    await page.getByRole('textbox', { name: 'उधार लेने की राशि' }).fill('200000');
    await page.getByRole('textbox', { name: 'महीने' }).fill('12');
    await page.getByRole('button', { name: 'तुलना करें' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('कम से कम ₹50,000 का लोन मिलता है')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    // The first mention of the lender gives the English term in brackets.
    await page.getByRole('textbox', { name: 'इक्विटी म्यूचुअल फ़ंड' }).fill('10,00,000');
    await page.getByRole('button', { name: 'हिसाब लगाएँ' }).click();
    await expect(page.getByText('₹4,50,000')).toBeVisible();
    expect(await englishInPage(page, ['lender'])).toEqual([]);

    await homeButton(page, 'पात्रता जाँचें').click();
    await expect(homeButton(page, 'कृपया फ़ॉर्म पूरा करें')).toBeAttached();
    const widget = page.frameLocator('iframe[title="पात्रता की जाँच"]');
    await widget.getByRole('button', { name: 'Eligible', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'बधाई हो!' });
    await expect(dialog).toBeVisible();
    expect(await englishInPage(page, ['lender'])).toEqual([]);
    await dialog.getByRole('button', { name: 'ईमेल सत्यापन के लिए आगे बढ़ें' }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'अपना ईमेल सत्यापित करें' }),
    ).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });

  test('home with a credit line, and the credit line page', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'आपकी क्रेडिट लाइन' })).toBeVisible();
    await expect(homeButton(page, 'नकद पाएँ')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.goto('/loan/apply');
    await expect(page.getByRole('heading', { level: 1, name: 'पैसे निकालें या चुकाएँ' })).toBeVisible();
    await expect(page.getByRole('status').getByText('कृपया थोड़ा इंतज़ार करें…')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });

  test('verifying an email: the code step, a wrong code, a wrong address', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.rohan);
    await page.goto('/verify-email');
    await expect(
      page.getByRole('heading', { level: 1, name: 'अपना ईमेल सत्यापित करें' }),
    ).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(page.getByText('आपके ईमेल पर OTP भेजा गया।')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await page.getByRole('button', { name: 'ईमेल पता बदलें' }).click();
    await page.getByRole('textbox', { name: 'ईमेल' }).fill('rohan@work');
    await page.getByRole('button', { name: 'सेव करें' }).click();
    await expect(page.getByText('कृपया सही ईमेल पता डालें')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });

  for (const [who, phone] of [
    ['Priya', customers.priya],
    ['Venkata, with the longest names', customers.venkata],
  ] as const) {
    test(`the profile of ${who}`, async ({ page, context }) => {
      await signIn(context, phone);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'खाते का विवरण' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'प्रोफ़ाइल का विवरण' })).toBeVisible();
      await page.getByRole('button', { name: 'PAN दिखाएँ' }).click();
      await expect(page.getByRole('button', { name: 'PAN छिपाएँ' })).toBeVisible();
      expect(await englishInPage(page)).toEqual([]);
    });
  }

  test('an unverified email on the profile, and its code dialog', async ({ page, context }) => {
    await signIn(context, customers.rohan);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'ईमेल सत्यापित करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'अपना ईमेल सत्यापित करें' });
    await expect(dialog.getByRole('button', { name: 'ईमेल सत्यापित करें' })).toBeVisible();
    await expect(page.getByText('OTP भेज दिया गया')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);
  });

  test('the payout form, its messages and its code dialog', async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto(`http://localhost:${ALT_PORT}/profile`);
    await page.getByRole('tab', { name: 'भुगतान खाते का विवरण' }).click();
    const account = page.getByRole('textbox', { name: 'खाता संख्या' });
    await account.fill('12ab');
    await account.blur();
    await expect(page.getByText('खाता संख्या में केवल अंक होने चाहिए')).toBeVisible();
    expect(await englishInPage(page)).toEqual([]);

    await account.fill('123456789012');
    await page.getByRole('textbox', { name: 'IFSC कोड' }).fill('SBIN0123456');
    await page.getByRole('textbox', { name: 'खाताधारक का नाम' }).fill('Priya Nair');
    await page.getByRole('textbox', { name: 'बैंक का नाम' }).fill('State Bank');
    await page.getByRole('button', { name: /बैंक विवरण/ }).click();
    const dialog = page.getByRole('dialog', { name: 'अपने फ़ोन से पुष्टि करें' });
    // The server's summary names the change in Hindi, with the bank its IFSC belongs to.
    await expect(dialog.getByText(/State Bank of India .*9012/)).toBeVisible();
    expect(await englishInPage(page, ['State', 'Bank', 'of', 'India'])).toEqual([]);
  });
});
