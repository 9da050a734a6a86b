import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CLSMetric, LCPMetric, Metric } from 'web-vitals';
import { onCLS, onLCP } from 'web-vitals';
import { report } from '@/lib/report';
import { startTelemetry } from '@/lib/telemetry/start';

/**
 * What starting telemetry hears and what each event carries (docs/telemetry.md#what-is-sent).
 * Each test starts it anew with its own partner label; the events of a test are those with its
 * label (the listeners of earlier tests stay on `window`). The modules load with the file, not in
 * a test: the mutation run leaves their module-level patterns to the tests of the scrubber.
 */
vi.mock('web-vitals', () => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));

const URL = 'https://t.example.in/e';
const beacon = vi.fn((_url: string, _body: string) => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

beforeEach(() => {
  window.history.replaceState(null, '', '/loan');
});

afterEach(() => {
  window.dispatchEvent(new Event('pagehide'));
  beacon.mockClear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  Reflect.deleteProperty(navigator, 'connection');
});

function start(partner: string) {
  // The app's route table, in brief.
  const routePattern = (pathname: string) =>
    pathname.startsWith('/notifications/') ? '/notifications/:id' : pathname;
  return startTelemetry({ url: URL, routePattern, partner });
}

/** The events of this test's telemetry, once the page is left. */
function sent(partner: string): Record<string, unknown>[] {
  window.dispatchEvent(new Event('pagehide'));
  return beacon.mock.calls
    .map(([url, body]) => {
      expect(url).toBe(URL);
      return (JSON.parse(body) as { events: Record<string, unknown>[] }).events;
    })
    .flat()
    .filter((event) => event.partner === partner);
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('telemetry, once started', () => {
  it("hears the window's errors and rejections, each with the page's route, build and connection", () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = 'https://portal.example.in/assets/index-CtdtmZKy.js';
    document.head.append(entry);
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '3g' },
      configurable: true,
    });
    start('errors');
    // The route is the page's at the time of the error.
    window.history.pushState(null, '', '/notifications/42?tab=all');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('boom'), message: 'boom' }),
    );
    // A script of another origin: the browser gives only a message.
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: 'Script error.' }));
    window.dispatchEvent(rejection(new RangeError('no')));
    const context = {
      route: '/notifications/:id',
      build: 'index-CtdtmZKy',
      partner: 'errors',
      connection: '3g',
      at: expect.any(Number),
    };
    expect(sent('errors')).toEqual([
      {
        type: 'error',
        source: 'error',
        name: 'TypeError',
        message: 'boom',
        stack: expect.any(Array),
        ...context,
      },
      {
        type: 'error',
        source: 'error',
        name: 'string',
        message: 'Script error.',
        stack: [],
        ...context,
      },
      {
        type: 'error',
        source: 'rejection',
        name: 'RangeError',
        message: 'no',
        stack: expect.any(Array),
        ...context,
      },
    ]);
  });

  it('reports the failed calls and React errors reported to it', () => {
    start('reports');
    report({
      kind: 'call',
      method: 'post',
      url: '/loan/withdraw?amount=5000',
      status: 503,
      duration: 812.6,
    });
    report({ kind: 'error', error: new Error('render failed'), source: 'boundary' });
    report({ kind: 'call', url: '/notifications/42', status: 0, duration: 30_000 });
    // No entry script (the dev server's page) and no Network Information API (Safari, Firefox).
    const context = { route: '/loan', build: 'dev', partner: 'reports', connection: 'unknown' };
    expect(sent('reports')).toEqual([
      expect.objectContaining({
        type: 'api',
        method: 'POST',
        endpoint: '/loan/withdraw',
        status: 503,
        duration: 813,
        ...context,
      }),
      expect.objectContaining({
        type: 'error',
        source: 'boundary',
        name: 'Error',
        message: 'render failed',
        ...context,
      }),
      expect.objectContaining({
        type: 'api',
        method: 'GET',
        endpoint: '/notifications/:id',
        status: 0,
      }),
    ]);
  });

  it('reports each web vital, as its name, value and rating', () => {
    // The dev server's page: its module scripts are no build's.
    for (const src of ['/@vite/client', '/src/main.tsx']) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.append(script);
    }
    start('vitals');
    // What web-vitals hands over: the entries too, which name the page's elements and URLs.
    const metric = <M extends Metric>(name: M['name'], value: number) =>
      ({
        name,
        value,
        rating: 'good',
        delta: value,
        id: 'v5-1',
        entries: [{ name: 'https://portal.example.in/loan?tab=all' }],
      }) as unknown as M;
    vi.mocked(onLCP).mock.calls.at(-1)?.[0](metric<LCPMetric>('LCP', 1840.4));
    vi.mocked(onCLS).mock.calls.at(-1)?.[0](metric<CLSMetric>('CLS', 0.0512));
    expect(sent('vitals')).toEqual([
      {
        type: 'vital',
        name: 'LCP',
        value: 1840,
        rating: 'good',
        route: '/loan',
        build: 'dev',
        partner: 'vitals',
        connection: 'unknown',
        at: expect.any(Number),
      },
      expect.objectContaining({ type: 'vital', name: 'CLS', value: 0.051 }),
    ]);
  });

  it("marks the page's timeline once it listens", () => {
    const mark = vi.spyOn(performance, 'mark');
    start('mark');
    expect(mark).toHaveBeenCalledWith('telemetry-started');
  });
});
