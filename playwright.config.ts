import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { ALT_PORT, DEV_PORT, NGINX_PORT, PORT } from './tests/e2e/support/ports';

/**
 * Debian's Chromium (this machine cannot download Playwright's own): its headless shell, the
 * build Playwright itself runs headless tests in, when present. The same engine without the
 * browser's window layer, it ran the suite about 40% faster here (docs/testing.md#which-chromium).
 * A headed run (`--headed`, `--debug`) needs the whole browser: `E2E_CHROMIUM=/usr/bin/chromium`.
 */
const systemChromium = [
  process.env.E2E_CHROMIUM,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => path !== undefined && existsSync(path));

const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const desktop = { viewport: { width: 1440, height: 900 } };

/**
 * Each test runs at the viewport it is about (docs/testing.md#which-viewport-a-test-runs-at):
 * - untagged, at both, desktop (1440x900) and mobile (390x844): journeys and layout, what a
 *   person sees and does on each screen;
 * - tagged `@desktop` (`test('…', { tag: '@desktop' }, …)`), once, at 1440x900: what the screen
 *   does not change (server headers, faults and failed calls, what is sent on the wire, history
 *   and Back, timers, keyboards, other tabs, telemetry, builds), a test that sets its own
 *   viewport, or the desktop layout alone;
 * - tagged `@mobile`, on the phone alone: its drawer, its touch.
 * A spec whose every test would be `@desktop` is listed here instead.
 */
const desktopSpecs = [
  // The same amounts owed on each page and in each file: figures, which the screen does not change.
  '**/books.spec.ts',
  '**/credit-line-script.spec.ts',
  '**/deploy.spec.ts',
  '**/faults.spec.ts',
  '**/install.spec.ts',
  '**/keyboard.spec.ts',
  // Its widths, phones' among them, are set by each test.
  '**/layout.spec.ts',
  '**/reflow.spec.ts',
  '**/session.spec.ts',
  '**/statement-script.spec.ts',
  '**/telemetry.spec.ts',
];

/** Tests that measure time (see the 'speed' project). */
const speedTests = '**/*-speed.spec.ts';
/** Tests that count what a page paints (see the 'paint' project). */
const paintTests = '**/*-paint.spec.ts';
/** Reloads in a row (see the 'reload' project). */
const reloadTests = '**/demo-reload.spec.ts';
/** The smoke run against the dev server (see the 'dev' project). */
const devTests = '**/dev-server.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three on two cores: a test mostly waits (for the page, the demo backend, its timers), so a
  // third worker fills the idle time. 63 journeys measured on this machine: 2 workers 113 s and
  // 117 s, 3 workers 97 s and 93 s, 4 workers 91 s (docs/testing.md#how-long-the-check-takes).
  workers: 3,
  retries: 0,
  // A ceiling, not a pace: a test ends when its last step has. Beside another heavy job (load
  // 12-28 on the 2 cores, 29 Nov) the autopay round trip, two accessibility scans and a gateway
  // visit, passed 30 s; each step still waits at most the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    // Recording a trace slows every test by about a third (measured on the fault matrix): a
    // failure keeps its screenshot, and `npx playwright test --trace on` records one on demand.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The two projects with long tests come first: the queue hands out projects in this order, and
    // the 200 reloads (a minute and more on one worker) last in it kept two workers idle at the
    // end of every run (585 s, of which about 60 s with one worker busy; docs/testing.md).
    {
      // 200 reloads of a signed-in page (about 2 min on a busy machine): its own project, so a
      // `--project=desktop` run stays quick; the whole suite (scripts/check.sh) runs it.
      name: 'reload',
      testMatch: reloadTests,
      timeout: 240_000,
      use: desktop,
    },
    {
      // `npm run dev`, the README's first command, walked once: it serves the demo's files through
      // its own middleware, not as the built site does, and compiles each page on its first visit.
      name: 'dev',
      testMatch: devTests,
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: { ...desktop, baseURL: `http://localhost:${DEV_PORT}` },
    },
    {
      name: 'desktop',
      testIgnore: [speedTests, paintTests, devTests, reloadTests],
      grepInvert: /@mobile/,
      use: desktop,
    },
    {
      name: 'mobile',
      testIgnore: [speedTests, paintTests, devTests, reloadTests, ...desktopSpecs],
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      // What a page paints first depends on the machine's load too (beside the rest of the suite
      // it once counted two largest paints): these run after the others.
      name: 'paint',
      testMatch: paintTests,
      dependencies: ['desktop', 'mobile'],
      use: desktop,
    },
    // Timings are a benchmark, not a test: beside another job on 2 cores a 150 ms budget measures
    // the neighbour (CI once read a median over 150 ms that is 85 ms alone). `npm run perf` runs
    // them alone (E2E_BENCHMARK=1 npx playwright test --project=speed); `npm test` does not.
    ...(process.env.E2E_BENCHMARK === '1'
      ? [{ name: 'speed', testMatch: speedTests, workers: 1, use: desktop }]
      : []),
  ],
  // The demo builds are served as static sites, as they would be deployed; the dev server as a
  // newcomer starts it.
  webServer: [
    {
      command: `npx vite preview --outDir dist-demo --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-demo-alt --port ${ALT_PORT} --strictPort`,
      url: `http://localhost:${ALT_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npm run dev -- --port ${DEV_PORT} --strictPort`,
      url: `http://localhost:${DEV_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The demo build behind the production nginx configuration (deploy/). On a fresh machine
      // this first installs nginx and its Brotli module with apt-get.
      command: `bash scripts/serve-nginx.sh ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
