import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME } from '@/brand/branding';

/** The module as a page loads it: its colours and icons are read when it loads. */
async function freshManifest() {
  vi.resetModules();
  return import('@/brand/web-manifest');
}

const origin = 'https://acme.portal.example.in';
const absolute = (path: string) => new URL(path, `${origin}/`).href;

describe('the web app manifest', () => {
  it("on a partner's host is the build's, with the partner's name and every address absolute", async () => {
    const { webManifest } = await freshManifest();
    const build = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as {
      icons: { src: string }[];
      [field: string]: unknown;
    };
    expect(webManifest(PRODUCT_NAME, origin)).toEqual({
      ...build,
      id: absolute('/'),
      start_url: absolute('/'),
      scope: absolute('/'),
      icons: build.icons.map((icon) => ({ ...icon, src: absolute(icon.src) })),
    });
    expect(webManifest('Acme Wealth', origin)).toMatchObject({
      name: 'Acme Wealth',
      short_name: 'Acme Wealth',
    });
  });

  it('has the colour of the page’s theme-color', async () => {
    const { THEME_COLOR } = await freshManifest();
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });

  it('is linked as a data: URL that reads back whole, whatever the name holds', async () => {
    const { manifestUrl, webManifest } = await freshManifest();
    const url = manifestUrl('Acme & Sons #1 "Wealth"');
    expect(url).toMatch(/^data:application\/manifest\+json,/);
    const json = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(JSON.parse(json)).toEqual(
      webManifest('Acme & Sons #1 "Wealth"', window.location.origin),
    );
  });
});
