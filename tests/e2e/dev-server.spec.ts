import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { customers, DEV_PORT, expect, logInWithCode, PORT, signIn, test } from './support/fixtures';

/**
 * `npm run dev` walked as a newcomer does: the partner logos, a login, the two demo widgets. The
 * dev server serves the demo's own files (its widgets, their styles, the partner logos) through a
 * middleware of its own, so it is tested here and not only through the demo build.
 */
const it = test.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** Every file the demo serves beside the app: its widgets, styles, logos and documents. */
const demoFiles = [
  'mockServiceWorker.js',
  ...readdirSync('src/mocks/static').map((name) => `demo/${name}`),
];

it('serves each demo file as the demo build does', async ({ request }) => {
  for (const file of demoFiles) {
    const dev = await request.get(`http://localhost:${DEV_PORT}/${file}`);
    const built = await request.get(`http://localhost:${PORT}/${file}`);
    expect.soft(dev.headers()['content-type'], file).toBe(built.headers()['content-type']);
    expect.soft(await dev.body(), file).toEqual(await built.body());
  }
});

it('/login shows each partner its logo', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  for (const [partner, name] of [
    ['acme', 'Acme Wealth'],
    ['zen', 'Zen Investments'],
  ]) {
    await page.goto(`http://${partner}.localhost:${DEV_PORT}/login`);
    const logo = page.getByRole('img', { name }).first();
    await expect(logo).toBeVisible();
    // A logo served with the wrong type is a broken image: laid out, never decoded.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

async function logIn(page: Page, phone: string) {
  await page.goto('/login');
  await logInWithCode(page, phone);
  await expect(
    page.getByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
  ).toBeVisible();
}

it('Priya logs in and the credit-line widget has its styles', async ({ page }) => {
  await logIn(page, customers.priya);
  await page.goto('/loan/apply');
  const widget = page.getByRole('region', { name: 'Credit line' });
  // Only the widgets' stylesheet sets this background (a pale amber label).
  await expect(widget.getByText('Demo credit line (Volt)')).toHaveCSS(
    'background-color',
    'rgb(254, 243, 199)',
  );
});

it("Asha's eligibility widget, opened from Home, has its styles", async ({ page, context }) => {
  await signIn(context, customers.asha);
  await page.goto('/');
  await page
    .getByRole('button', { name: 'Check Eligibility', includeHidden: true })
    .first()
    .click();
  const widget = page.frameLocator('iframe[title="Eligibility check"]');
  await expect(widget.getByText('Demo eligibility widget')).toHaveCSS(
    'background-color',
    'rgb(254, 243, 199)',
  );
});
