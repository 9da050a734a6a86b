import type { Page } from '@playwright/test';
import { customers, expect, PORT, signIn, test } from './support/fixtures';
import { chooseHindi, englishOnPage } from './support/hindi';

/**
 * Support, notifications, privacy, the lenders and grievance pages and the lender disclosure, in
 * Hindi, each read whole: the frame and the calculator on /faqs included.
 */
/** The English terms our pages give in brackets the first time. */
const BRACKETED = [
  'credit',
  'line',
  'lender',
  'lenders',
  'foreclosure',
  'Integrated',
  'Ombudsman',
  'SMS',
];

async function expectHindi(page: Page, allowed: string[] = []) {
  expect(await englishOnPage(page, [...BRACKETED, ...allowed])).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  await chooseHindi(context);
});

test.describe('signed in as Priya', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, customers.priya);
  });

  test('/faqs: every question and answer', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { name: 'सवाल-जवाब', level: 1 })).toBeVisible();
    const questions = page.locator('#main-content li h2 button');
    await expect(questions).toHaveCount(15);
    for (const question of await questions.all()) await question.click();
    await expect(page.locator('#main-content li a[href^="#"]')).toHaveCount(15);
    await expectHindi(page);
  });

  test('/help-and-support: the contact form and its messages', async ({ page }) => {
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { name: 'सहायता', level: 1 })).toBeVisible();
    const issue = page.getByRole('combobox', { name: 'समस्या' });
    await expect(issue).toBeVisible();
    const options = await issue.locator('option').allTextContents();
    expect(options.filter((option) => /[A-Za-z]/.test(option))).toEqual([]);
    await page.getByRole('textbox', { name: 'पूरा नाम' }).fill('');
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByText('पूरा नाम ज़रूरी है')).toBeVisible();
    await expectHindi(page);
  });

  test('/notifications and the bell menu', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'सूचनाएँ', level: 1 })).toBeVisible();
    const list = page.locator('#main-content ul');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // The server's texts, shown as sent: the demo sends them in the language asked for (only
    // names, banks and addresses stay in Latin letters).
    await expect(list.getByText('ब्याज जल्द चुकाना है')).toBeVisible();
    await expect(list.getByText('Interest due soon')).toHaveCount(0);
    const titles = (await list.locator('[translate="no"]').allTextContents()).join(' ');
    const quoted = titles.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
    await expectHindi(page, quoted);

    await page.getByRole('button', { name: 'अपठित', exact: true }).click();
    await expectHindi(page, quoted);

    await page.getByRole('button', { name: /^सूचनाएँ/ }).click();
    const menu = page.getByRole('region', { name: 'सूचनाएँ' });
    await expect(menu.getByRole('link', { name: 'सभी सूचनाएँ देखें' })).toBeVisible();
    await expectHindi(page, quoted);
  });

  test('/privacy: what we hold, consents, and a request form with its message', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'आपका डेटा और निजता', level: 1 })).toBeVisible();
    await expect(page.getByRole('switch')).toBeVisible();
    await page.getByRole('button', { name: 'अनुरोध भेजें' }).click();
    await expect(page.getByText('कृपया चुनें कि आप क्या माँग रहे हैं')).toBeVisible();
    await expectHindi(page);
  });

  for (const [path, heading] of [
    ['/lenders', 'ऋणदाता साझेदार'],
    ['/grievance', 'शिकायत निवारण'],
  ] as const) {
    test(`${path} inside the shell`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectHindi(page);
    });
  }
});

test.describe('signed out', () => {
  for (const host of ['localhost', 'acme.localhost']) {
    for (const [path, heading] of [
      ['/lenders', 'ऋणदाता साझेदार'],
      ['/grievance', 'शिकायत निवारण'],
    ] as const) {
      test(`${path} on ${host}`, { tag: '@desktop' }, async ({ page }) => {
        await page.goto(`http://${host}:${PORT}${path}`);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'क़ानूनी जानकारी' })).toBeVisible();
        await expectHindi(page);
      });
    }
  }
});
