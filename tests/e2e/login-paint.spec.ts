import { expect, NGINX_PORT, test } from './support/fixtures';

/**
 * The prerendered /login behind nginx (docs/performance.md): its largest paint is its first one.
 * What a browser paints first depends on the machine's load as well as on the page (beside
 * another job it once counted two largest paints), so this runs in the 'paint' project, after the
 * others.
 */
const own = `http://portal.localhost:${NGINX_PORT}`;

test.describe('the prerendered /login with the cookie notice showing', () => {
  test.use({ showCookieNotice: true });
  for (const width of [360, 412, 768, 1440]) {
    test(`its largest paint is its first one, in both languages, at ${width} px: nothing shown later outgrows it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      for (const lang of ['en', 'hi']) {
        await page.goto(`${own}/login?lang=${lang}`);
        await expect(page.locator('[data-cookie-notice]')).toBeVisible();
        const paints = await page.evaluate(async () => {
          // Once the notice's frame has been presented, every largest paint so far: when and
          // what, so that a failure says which element outgrew the first.
          const frame = () => new Promise((next) => requestAnimationFrame(next));
          await frame();
          await frame();
          return new Promise<string[]>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                list.getEntries().map((entry) => {
                  const { element, size } = entry as LargestContentfulPaint;
                  return `${Math.round(entry.startTime)} ms, ${size} px²: ${element?.outerHTML.slice(0, 80) ?? '(gone)'}`;
                }),
              ),
            ).observe({ type: 'largest-contentful-paint', buffered: true });
          });
        });
        expect(paints, lang).toHaveLength(1);
      }
    });
  }
});
