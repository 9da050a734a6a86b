import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import * as webVitals from 'web-vitals';
import { db } from '@/mocks/db';
import { DEMO_TELEMETRY_URL } from '@/mocks/handlers/telemetry';
import { apiEvent, createTelemetry, errorEvent } from '@/lib/telemetry/telemetry';
import { observeVitals } from '@/lib/telemetry/vitals';
import { knowCustomer } from '@/lib/report';
import { writeToken } from '@/lib/auth-token';
import { getProfile } from '@/session/api/profile';
import { customers } from '../support/demo';

vi.mock('web-vitals', () => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));

const context = () => ({ route: '/loan', build: 'index-abc', partner: 'acme', connection: '4g' });
const hide = (state: 'hidden' | 'visible') => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => vi.restoreAllMocks());

describe('the telemetry client', () => {
  it('sends nothing while the page is shown, then one batch with each event’s context when hidden', async () => {
    const send = vi.fn(() => true);
    const telemetry = createTelemetry('https://t.example.in/e', context, send);
    telemetry.track(apiEvent('get', '/notifications/42?x=1', 500, 812.4));
    telemetry.track({ type: 'vital', name: 'LCP', value: 1234, rating: 'good' });
    expect(send).not.toHaveBeenCalled();
    hide('hidden');
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://t.example.in/e');
    const { events } = JSON.parse(body) as { events: Record<string, unknown>[] };
    expect(events).toEqual([
      expect.objectContaining({
        type: 'api',
        method: 'GET',
        route: '/loan',
        status: 500,
        duration: 812,
        build: 'index-abc',
        partner: 'acme',
        connection: '4g',
      }),
      expect.objectContaining({ type: 'vital', name: 'LCP', value: 1234, rating: 'good' }),
    ]);
    // The call's own route pattern: no id, no query.
    expect(events[0]).toMatchObject({ endpoint: '/notifications/:id' });
    expect(body).not.toContain('/42');
    hide('hidden');
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends in batches of at most 30, and keeps what the browser refused for the next time', () => {
    const send = vi.fn(() => true);
    const telemetry = createTelemetry('https://t.example.in/e', context, send);
    for (let i = 0; i < 65; i += 1) telemetry.track(apiEvent('post', '/x', 503, i));
    telemetry.flush();
    expect(
      send.mock.calls.map(
        (call) =>
          (JSON.parse((call as unknown as [string, string])[1]) as { events: unknown[] }).events
            .length,
      ),
    ).toEqual([30, 30, 5]);
    send.mockReturnValue(false);
    telemetry.track(apiEvent('post', '/x', 503, 1));
    telemetry.flush();
    send.mockReturnValue(true);
    telemetry.flush();
    expect(send).toHaveBeenCalledTimes(5);
  });
});

describe('when the telemetry client sends', () => {
  const batches = (send: ReturnType<typeof vi.fn>) =>
    send.mock.calls.map(
      (call) =>
        (JSON.parse((call as unknown as [string, string])[1]) as { events: unknown[] }).events,
    );

  it('waits while the page only comes back into view, and sends when it is left (pagehide)', async () => {
    const send = vi.fn(() => true);
    const telemetry = createTelemetry('https://t.example.in/e', context, send);
    telemetry.track(apiEvent('get', '/loan/details', 500, 10));
    hide('visible');
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(batches(send)).toEqual([[expect.objectContaining({ endpoint: '/loan/details' })]]);
  });

  it('keeps the newest 100 events when more wait (a page in an error loop)', () => {
    const send = vi.fn(() => true);
    const telemetry = createTelemetry('https://t.example.in/e', context, send);
    for (let i = 0; i < 100; i += 1) telemetry.track(apiEvent('get', '/x', 500, i));
    telemetry.flush();
    expect(batches(send).flat()).toHaveLength(100);
    send.mockClear();
    for (let i = 0; i < 150; i += 1) telemetry.track(apiEvent('get', '/x', 500, i));
    telemetry.flush();
    const durations = batches(send)
      .flat()
      .map((event) => (event as { duration: number }).duration);
    expect(durations).toEqual(Array.from({ length: 100 }, (_, n) => n + 50));
  });

  it('sends with navigator.sendBeacon unless told otherwise', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    try {
      const telemetry = createTelemetry('https://t.example.in/e', context);
      telemetry.track(apiEvent('get', '/x', 500, 1));
      telemetry.flush();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(beacon).toHaveBeenCalledWith('https://t.example.in/e', expect.stringContaining('"/x"'));
  });
});

describe('a failed call as an event', () => {
  it('is a GET to / when the call names no method or URL (the client’s defaults)', () => {
    expect(apiEvent(undefined, undefined, 0, 30_000.4)).toEqual({
      type: 'api',
      method: 'GET',
      endpoint: '/',
      status: 0,
      duration: 30_000,
    });
  });
});

describe('an error event', () => {
  it('carries the name, the masked message and the top frames, nothing else', () => {
    const error = new TypeError(`No loan for ${customers.priya} (priya.nair@example.com)`);
    const event = errorEvent(error, 'boundary');
    expect(event).toEqual({
      type: 'error',
      source: 'boundary',
      name: 'TypeError',
      message: 'No loan for ###### ([email])',
      stack: expect.any(Array),
    });
    expect(JSON.stringify(event)).not.toContain(customers.priya);
    expect(errorEvent('ABCPN1234D failed', 'rejection')).toMatchObject({ message: '[pan] failed' });
    // Something thrown that is not an Error: only its type, no stack.
    expect(errorEvent({ token: 'x' }, 'rejection')).toEqual({
      type: 'error',
      source: 'rejection',
      name: 'object',
      message: '',
      stack: [],
    });
  });

  it('masks what the session knows of its customer once her profile is read, until it ends', async () => {
    // One word alone: two capitalised words are masked as a name whoever's they are.
    const error = () => new Error('Cannot render loan for Priya, or nair, owes 42500');
    expect(errorEvent(error(), 'boundary')).toMatchObject({
      message: 'Cannot render loan for Priya, or nair, owes [amount]',
    });
    writeToken(`demo.${customers.priya}.telemetry`);
    await getProfile();
    expect(errorEvent(error(), 'boundary')).toMatchObject({
      message: 'Cannot render loan for [name], or [name], owes [amount]',
    });
    knowCustomer(undefined);
    expect(errorEvent(error(), 'boundary')).toMatchObject({
      message: 'Cannot render loan for Priya, or nair, owes [amount]',
    });
  });
});

describe('web vitals', () => {
  it("are measured by the web-vitals package, and only a metric's name, value and rating are sent", () => {
    const received: unknown[] = [];
    observeVitals((vital) => received.push(vital));
    const ons = [
      webVitals.onCLS,
      webVitals.onFCP,
      webVitals.onINP,
      webVitals.onLCP,
      webVitals.onTTFB,
    ];
    for (const on of ons) expect(on).toHaveBeenCalledTimes(1);
    const metric = (name: Metric['name'], value: number, rating: Metric['rating']) =>
      ({
        name,
        value,
        rating,
        delta: value,
        id: 'v5-1795631247395-123',
        navigationType: 'navigate',
        // An entry names the page's elements and URLs: it never leaves.
        entries: [{ name: 'https://portal.example.in/loan?tab=transactions' }],
      }) as unknown as Metric;
    const send = (on: (typeof ons)[number]) =>
      vi.mocked(on).mock.calls[0]?.[0] as (metric: Metric) => void;
    send(webVitals.onLCP)(metric('LCP', 2034.6, 'good'));
    send(webVitals.onCLS)(metric('CLS', 0.123456, 'needs-improvement'));
    send(webVitals.onINP)(metric('INP', 612, 'poor'));
    expect(received).toEqual([
      { name: 'LCP', value: 2035, rating: 'good' },
      { name: 'CLS', value: 0.123, rating: 'needs-improvement' },
      { name: 'INP', value: 612, rating: 'poor' },
    ]);
  });
});

describe('the demo collector', () => {
  it('accepts a batch as text and keeps the last 200 events', async () => {
    db.reset();
    const post = (events: unknown[]) =>
      fetch(DEMO_TELEMETRY_URL, { method: 'POST', body: JSON.stringify({ events }) });
    for (let i = 0; i < 3; i += 1) {
      const events = Array.from({ length: 90 }, (_, n) => ({ type: 'api', n: i * 90 + n }));
      expect((await post(events)).status).toBe(204);
    }
    const kept = db.read().telemetry;
    expect(kept).toHaveLength(200);
    expect(kept[0]).toEqual({ type: 'api', n: 70 });
    expect(kept.at(-1)).toEqual({ type: 'api', n: 269 });
    expect((await fetch(DEMO_TELEMETRY_URL, { method: 'POST', body: 'not json' })).status).toBe(
      400,
    );
  });
});
