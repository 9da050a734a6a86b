import type { CDPSession, Page } from '@playwright/test';
import { customers, expect, signIn, test } from './support/fixtures';

/**
 * The first PDF of a visit on a slow phone (docs/performance.md#the-first-pdf): from pressing the
 * Hindi interest certificate's button to the file, on Lighthouse's mobile profile (slow 4G: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up; the CPU 4x slower) from the start of the visit, with
 * a busy button that says it is preparing the file from the press. Two presses, five visits each,
 * every visit with an empty cache:
 * - at once: as soon as the button can be pressed, while the tab's own request for the writer
 *   (made once it is drawn, at idle) is still on its way: the worst case, and the target;
 * - after a look: once the tab has been idle long enough to have the writer and its fonts in,
 *   as a person who reads the tab first finds it.
 * A benchmark: `npm run perf` runs it alone (the 'speed' project), `npm test` does not.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const RUNS = 5;
const TARGET_MS = 4_000;
/** The PDF's code and fonts, as the tab's request for them ends. */
const PDF_FILES = /\/assets\/(pdf-writer-[0-9a-f]+\.js|noto-sans-devanagari-[\w-]+\.woff)$/;

const median = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/** A new visit on the slow phone, the cache emptied; resolves with the certificate's button. */
async function visit(page: Page, cdp: CDPSession) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/loan?tab=statements');
  const button = page
    .getByRole('region', { name: 'ब्याज प्रमाणपत्र' })
    .getByRole('button', { name: /ब्याज प्रमाणपत्र डाउनलोड करें/ })
    .first();
  await expect(button).toBeEnabled({ timeout: 60_000 });
  return button;
}

/** From the press to the file, the button busy and saying so from the press. */
async function press(page: Page, button: Awaited<ReturnType<typeof visit>>) {
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    button.click(),
    expect(button).toHaveAttribute('aria-busy', 'true'),
    expect(button).toHaveText('तैयार हो रहा है…'),
  ]);
  const took = Date.now() - started;
  expect(download.suggestedFilename()).toMatch(/^interest-certificate-FY/);
  return took;
}

test('the first Hindi interest certificate on a slow phone, from the press to the file', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(15 * 60_000);
  await context.addInitScript(() => localStorage.setItem('lark-locale', 'hi'));
  await signIn(context, customers.priya);
  const cdp = await context.newCDPSession(page);
  const atOnce: number[] = [];
  const afterALook: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    atOnce.push(await press(page, await visit(page, cdp)));

    // The writer and both fonts in (the demo's service worker fetches them: the context sees it).
    const arrived = new Set<string>();
    let allIn: () => void = () => undefined;
    const inPlace = new Promise<void>((resolve) => (allIn = resolve));
    const count = (request: { url: () => string }) => {
      if (PDF_FILES.test(request.url())) arrived.add(request.url());
      if (arrived.size === 3) allIn();
    };
    context.on('requestfinished', count);
    const button = await visit(page, cdp);
    await inPlace;
    context.off('requestfinished', count);
    afterALook.push(await press(page, button));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  testInfo.annotations.push({
    type: 'timings',
    description:
      `first PDF from the press, at once: ${atOnce.join(', ')} ms, median ${median(atOnce)} ms; ` +
      `after a look: ${afterALook.join(', ')} ms, median ${median(afterALook)} ms`,
  });
  expect(median(atOnce)).toBeLessThanOrEqual(TARGET_MS);
});
