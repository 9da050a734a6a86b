import { customers, expect, signIn, test } from './support/fixtures';

/**
 * The first PDF of a visit on a slow phone (docs/performance.md#the-first-pdf): from pressing the
 * Hindi interest certificate's button to the file, on Lighthouse's mobile profile (slow 4G: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up; the CPU 4x slower), with a busy button from the
 * press. A benchmark: `npm run perf` runs it alone (the 'speed' project), `npm test` does not.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const RUNS = 3;

test('the first Hindi interest certificate on a slow phone, from the press to the file', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await context.addInitScript(() => localStorage.setItem('lark-locale', 'hi'));
  await signIn(context, customers.priya);
  const cdp = await context.newCDPSession(page);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Each run a new visit with an empty cache: the writer and its fonts are fetched again.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto('/loan?tab=statements');
    const button = page
      .getByRole('region', { name: 'ब्याज प्रमाणपत्र' })
      .getByRole('button', { name: /ब्याज प्रमाणपत्र डाउनलोड करें/ })
      .first();
    await expect(button).toBeEnabled();
    // The phone from here on: what a person waits for after the tab has been drawn.
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      button.click(),
      expect(button).toHaveAttribute('aria-busy', 'true'),
    ]);
    times.push(Date.now() - started);
    expect(download.suggestedFilename()).toMatch(/^interest-certificate-FY/);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  testInfo.annotations.push({
    type: 'timings',
    description: `first PDF from the press: ${times.join(', ')} ms, median ${median} ms`,
  });
  expect(median).toBeLessThanOrEqual(4_000);
});
