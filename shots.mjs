import { chromium } from '@playwright/test';
const port = 9715;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [
  ['own-en', `http://portal.localhost:${port}/login`, {}],
  ['own-hi', `http://portal.localhost:${port}/login`, { locale: 'hi-IN' }],
  ['partner', `http://acme.localhost:${port}/login`, {}],
];
for (const [name, url, opts] of shots) {
  for (const [vp, size, mobile] of [['mobile', { width: 390, height: 844 }, true], ['desktop', { width: 1440, height: 900 }, false]]) {
    const ctx = await b.newContext({ viewport: size, isMobile: mobile, deviceScaleFactor: mobile ? 2 : 1, ...opts });
    const p = await ctx.newPage();
    // Before any script: the HTML alone.
    if (name.startsWith('own')) {
      const bare = await b.newContext({ viewport: size, isMobile: mobile, javaScriptEnabled: false, ...opts });
      const bp = await bare.newPage();
      await bp.goto(url);
      await bp.screenshot({ path: `/work/screens/h-prerender/${name}-nojs-${vp}.png` });
      await bare.close();
    }
    await p.goto(url);
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/work/screens/h-prerender/${name}-${vp}.png` });
    await ctx.close();
  }
}
await b.close();
