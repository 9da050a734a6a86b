import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { contentType } from '../../tooling/content-types';
import { expect, NGINX_PORT, test } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';

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

/** A file's type, or none for a missing file or a kind the project's table does not know. */
function servedAs(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return contentType(file);
  } catch {
    // The web manifest, for one: no part of how the page looks.
    return undefined;
  }
}

/**
 * The demo build on a loopback port of its own, /login's prerendered page sent in two parts with a
 * pause between them, as a slow link brings it: the second part starts with the benefits, which a
 * phone draws above the form.
 */
async function slowLogin() {
  const html = readFileSync('dist-demo/prerendered/login.en.html', 'utf8');
  const split = html.lastIndexOf('<', html.indexOf('id="benefits"'));
  expect(split, 'the benefits come after the form in the page').toBeGreaterThan(
    html.indexOf('<main'),
  );
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path === '/login') {
      response.writeHead(200, { 'Content-Type': contentType('login.html') });
      response.write(html.slice(0, split));
      setTimeout(() => response.end(html.slice(split)), 700);
      return;
    }
    const file = join('dist-demo', path);
    const type = servedAs(file);
    if (type === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': type }).end(readFileSync(file));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

test('the prerendered /login arriving in two parts draws the form where it stays, at 390 px', async ({
  page,
}) => {
  const { origin, server } = await slowLogin();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
    await expect(page.getByRole('region', { name: /benefits/i })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    server.close();
  }
});
