import type { Page } from '@playwright/test';
import { expect, NGINX_PORT, PORT, test } from './support/fixtures';

/**
 * Installable on every host: the manifest Chromium reads (through its DevTools protocol, as its
 * install prompt does), with the partner's name on a partner's host, under the production
 * Content-Security-Policy (nginx). (No service worker in production: scripts/check-production-build.mjs.)
 */
type AppManifest = { url: string; errors: { message: string }[]; data?: string };

async function appManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as AppManifest;
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return {
    url: manifest.url,
    errors: manifest.errors.map((error) => error.message),
    // What stands in the way of the install prompt. The whole browser's test window is a private
    // one ('in-incognito'), which no visitor's is; Chromium's headless shell has none.
    installability: installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito'),
    data: JSON.parse(manifest.data || '{}') as Record<string, unknown>,
  };
}

test('the portal is installable as Lark, with its icons and theme colour', async ({
  page,
  request,
}) => {
  await page.goto(`http://localhost:${PORT}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect.poll(async () => (await appManifest(page)).data.name).toBe('Lark');
  const manifest = await appManifest(page);
  expect(manifest.url).toBe(`http://localhost:${PORT}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(manifest.installability).toEqual([]);
  expect(manifest.data).toMatchObject({ name: 'Lark', theme_color: '#0f766e' });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
  for (const icon of manifest.data.icons as { src: string }[]) {
    const response = await request.get(new URL(icon.src, manifest.url).href);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test("on a partner's host it bears the partner's name, under the production security policy", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto(`http://acme.localhost:${NGINX_PORT}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('Acme Wealth').first()).toBeVisible();
  await expect.poll(async () => (await appManifest(page)).data.name).toBe('Acme Wealth');
  const manifest = await appManifest(page);
  expect(manifest.errors).toEqual([]);
  expect(manifest.installability).toEqual([]);
  expect(manifest.data).toMatchObject({
    short_name: 'Acme Wealth',
    start_url: `http://acme.localhost:${NGINX_PORT}/`,
    theme_color: '#0f766e',
  });
  expect(refused.filter((text) => /manifest/i.test(text))).toEqual([]);
});
