import type { Page } from '@playwright/test';
import {
  API,
  customers,
  expect,
  isMobile,
  onOwnHostAtBoth,
  PORT,
  signIn,
  test,
} from './support/fixtures';
import { readPdf } from './support/pdf';
/**
 * Marathi (docs/i18n.md), chosen the three ways a reader gets it: the control on /login, the
 * control in the signed-in top bar, and a browser whose first language is Marathi. The server's
 * words come back in Marathi because every call asks for mr-IN.
 */
const html = (page: Page) => page.locator('html');

test('choosing मराठी on /login: the page, the server and the calls speak Marathi', async ({
  page,
}, info) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'मराठी' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'mr-IN');
  await expect(page.getByRole('heading', { name: 'स्वागत आहे', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'मराठी', pressed: true })).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-mr.png'), fullPage: true });

  await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(customers.priya);
  const call = page.waitForRequest((r) => r.url().endsWith('/auth/login-otp'));
  await page.getByRole('button', { name: 'OTP मिळवा' }).click();
  expect((await call).headers()['accept-language']).toBe('mr-IN');
  await expect(page.getByRole('heading', { name: 'तुमचा नंबर पडताळा' })).toBeVisible();
  // The demo server's own words, put into Marathi because the call asked for it.
  await expect(page.getByText('+91 9876543212 वर OTP पाठवला')).toBeVisible();
});

test('at 320 px the language control shows all three names', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  const group = page.getByRole('group', { name: 'Language' });
  for (const name of ['English', 'हिन्दी', 'मराठी']) {
    const button = group.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(320);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

for (const host of ['localhost', 'acme.localhost']) {
  test(
    `choosing मराठी in the signed-in top bar on ${host}`,
    onOwnHostAtBoth(host),
    async ({ page, context }, info) => {
      await signIn(context, customers.priya, host);
      await page.goto(`http://${host}:${PORT}/`);
      await expect(page).toHaveTitle(/^Home · /);
      await page.getByRole('banner').getByRole('button', { name: 'मराठी' }).click();
      await expect(html(page)).toHaveAttribute('lang', 'mr-IN');
      await expect(page).toHaveTitle(/^होम · /);
      if (!isMobile(page)) {
        const nav = page.getByRole('navigation', { name: 'मुख्य' });
        await expect(nav.getByRole('link', { name: 'माझे कर्ज' })).toBeAttached();
      } else {
        // A phone's top bar offers the two languages not on screen.
        await expect(
          page.getByRole('banner').getByRole('button', { name: 'English' }),
        ).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: 'हिन्दी' })).toBeVisible();
      }
      await page.screenshot({ path: info.outputPath(`home-mr-${host}.png`), fullPage: true });
      const call = page.waitForRequest((r) => r.url().startsWith(API));
      await page.goto(`http://${host}:${PORT}/faqs`);
      expect((await call).headers()['accept-language']).toBe('mr-IN');
      await expect(page.getByRole('heading', { name: 'प्रश्नोत्तरे', level: 1 })).toBeVisible();
    },
  );
}

test.describe('a browser whose first language is Marathi', () => {
  test.use({ locale: 'mr-IN' });

  test('gets Marathi on its first visit, never English first', async ({ page }) => {
    const headings: string[] = [];
    await page.exposeFunction('seen', (text: string) => headings.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (h1?.textContent)
          (window as unknown as { seen: (t: string) => void }).seen(h1.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'स्वागत आहे', level: 1 })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'mr-IN');
    expect(headings.filter((text) => text !== 'स्वागत आहे')).toEqual([]);
  });
});

test(
  'a statement PDF in Marathi: Marathi months, Devanagari drawn',
  { tag: '@desktop' },
  async ({ page, context }, info) => {
    test.slow();
    await context.addInitScript(() => {
      if (!localStorage.getItem('lark-locale')) localStorage.setItem('lark-locale', 'mr');
    });
    await signIn(context, customers.priya);
    await page.goto('/loan?tab=statements');
    const region = page.getByRole('region', { name: /खात्याचे स्टेटमेंट/ });
    await expect(region).toContainText(`KFL-LAS-${customers.priya}`);
    await page.screenshot({ path: info.outputPath('statements-mr.png'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      region.getByRole('button', { name: 'PDF' }).click(),
    ]);
    const { text, fonts } = await readPdf(download, info.outputPath('statement-mr'));
    for (const part of ['खात्याचे स्टेटमेंट', 'ग्राहक', 'सुरुवातीची बाकी', 'एप्रिल'])
      expect(text).toContain(part);
    expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/);
    expect(fonts).toMatch(/NotoSansDevanagari.*CID TrueType.*yes/);
  },
);

test(
  "the key facts in Marathi: the lender's charges too, on screen and in the PDF",
  { tag: '@desktop' },
  async ({ page, context }, info) => {
    await context.addInitScript(() => {
      if (!localStorage.getItem('lark-locale')) localStorage.setItem('lark-locale', 'mr');
    });
    await signIn(context, customers.priya);
    await page.goto('/loan?tab=key-facts');
    const charges = page.getByRole('region', { name: 'शुल्क', exact: true });
    // The demo server's words, put into Marathi because the call asked for it.
    await expect(charges).toContainText('₹590 प्रत्येक बाउन्स झालेल्या डेबिटवर');
    await expect(charges).not.toContainText(/per |fee\b|Bounce|renewal/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'मुख्य माहिती डाउनलोड करा (PDF)' }).click(),
    ]);
    const { text } = await readPdf(download, info.outputPath('key-facts-mr'));
    for (const part of ['मुख्य माहितीचे विवरण', 'डेबिट बाउन्स झाल्याचे शुल्क', 'दर वर्षी'])
      expect(text).toContain(part);
    expect(text).not.toMatch(/Bounce|renewal|per request/);
  },
);
