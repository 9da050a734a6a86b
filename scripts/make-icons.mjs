// Draws the installed app's icons (public/icons/) from the favicon's mark, in Chromium: run it
// again after the mark changes (`node scripts/make-icons.mjs`). The maskable icon fills its square
// and keeps the mark inside the middle 80%, which a launcher's mask never cuts.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const mark = readFileSync('public/favicon.svg', 'utf8');
/** The mark alone, on the brand colour, for the maskable icon. */
const maskable = mark
  .replace('<rect width="32" height="32" rx="8" fill="#0f766e"/>', '')
  .replace('viewBox="0 0 32 32"', 'viewBox="-6 -6 44 44" style="background:#0f766e"');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  // iOS draws its own rounded corners over a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<body style="margin:0">${sized}</body>`);
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
}
await browser.close();
