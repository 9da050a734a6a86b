/**
 * The installed portal on a partner's host: the web app manifest with the partner's name. The
 * partner is known only at run time, from its lookup, so neither nginx nor the build can serve
 * its manifest; the page builds it and links it as a data: URL, which the Content-Security-
 * Policy's manifest-src allows (src/brand/partner-context.tsx). Any other host links the build's
 * public/manifest.webmanifest, which this reproduces for the product's own name (unit-tested).
 */

/**
 * The portal's colours: the header's brand-700 and the page's slate-50, as index.html's
 * theme-color says. The partner API names no colours, so a partner's host shows these too.
 */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#f8fafc';

const icons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** Every address is absolute: a data: URL has no address of its own to resolve a path against. */
export function webManifest(name: string, origin: string) {
  return {
    name,
    short_name: name,
    description:
      'Loans against your mutual funds and stocks: check your eligibility, draw and repay on a credit line.',
    lang: 'en-IN',
    dir: 'ltr',
    id: `${origin}/`,
    start_url: `${origin}/`,
    scope: `${origin}/`,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: icons.map((icon) => ({ ...icon, src: `${origin}${icon.src}` })),
  };
}

/** The manifest for `name` on this host, as a data: URL for the page's manifest link. */
export function manifestUrl(name: string): string {
  const manifest = JSON.stringify(webManifest(name, window.location.origin));
  return `data:application/manifest+json,${encodeURIComponent(manifest)}`;
}
