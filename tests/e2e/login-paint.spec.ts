import { expect, NGINX_PORT, test } from './support/fixtures';

/**
 * The prerendered /login behind nginx (docs/performance.md#largest-paint): the cookie notice, shown
 * a second after load, makes no largest paint then. It is drawn all but transparent from the first
 * frame, so whatever the largest element is, the largest paint is the first frame's. How many
 * largest paints a load reports depends on the machine's load too: beside another job Chromium
 * once painted the form before the hero's text and reported both (188 ms, then 280 ms, at
 * 1440 px), so the test asks when each one came, not how many there were. It runs in the 'paint'
 * project, after the others.
 */
const own = `http://portal.localhost:${NGINX_PORT}`;

test.describe('the prerendered /login with the cookie notice showing', () => {
  test.use({ showCookieNotice: true });
  for (const width of [360, 412, 768, 1440]) {
    test(`no largest paint comes when the cookie notice shows, in both languages, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      // When the notice shows: the moment it stops being inert.
      await page.addInitScript(() => {
        new MutationObserver((changes, observer) => {
          for (const change of changes) {
            const notice = change.target as Element;
            if (notice.matches('[data-cookie-notice]') && !notice.hasAttribute('inert')) {
              document.documentElement.dataset.noticeShownAt = String(performance.now());
              observer.disconnect();
            }
          }
        }).observe(document, { attributes: true, attributeFilter: ['inert'], subtree: true });
      });
      for (const lang of ['en', 'hi']) {
        await page.goto(`${own}/login?lang=${lang}`);
        // In either language: the band itself, not its name.
        const notice = page.locator('[data-cookie-notice]');
        await expect(notice).not.toHaveAttribute('inert');
        await expect(notice).toHaveCSS('opacity', '1');
        const paints = await page.evaluate(async () => {
          // Once the notice's frame has been presented, every largest paint so far: when, what.
          const frame = () => new Promise((next) => requestAnimationFrame(next));
          await frame();
          await frame();
          const shownAt = Number(document.documentElement.dataset.noticeShownAt);
          return new Promise<{ afterNotice: boolean; said: string }[]>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                list.getEntries().map((entry) => {
                  const { element, size } = entry as LargestContentfulPaint;
                  return {
                    afterNotice: !(entry.startTime < shownAt),
                    said: `${Math.round(entry.startTime)} ms, ${size} px²: ${element?.outerHTML.slice(0, 80) ?? '(gone)'}`,
                  };
                }),
              ),
            ).observe({ type: 'largest-contentful-paint', buffered: true });
          });
        });
        expect(paints.length, lang).toBeGreaterThan(0);
        expect(
          paints.filter((paint) => paint.afterNotice).map((paint) => paint.said),
          lang,
        ).toEqual([]);
      }
    });
  }
});
