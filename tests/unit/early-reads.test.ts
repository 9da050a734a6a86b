import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as z from 'zod/mini';
import { API_TIMEOUT_MS, EARLY_READS_GLOBAL, OFFLINE_ERROR } from '@/config/constants';
import { request } from '@/lib/api';
import { earlyReadsSent, takeEarlyRead } from '@/lib/early-reads';
import { getLocale, languageTag, setLocale } from '@/lib/i18n/locale';
import { ApiError } from '@/lib/api-error';
import { htmlSendsFirstReads } from '../setup/early-reads';
import { signInAs } from '../setup/render-app';
import { recordCalls } from '../setup/record-calls';
import { server } from '../setup/msw-server';
import { UNDER_LOAD } from '../setup/under-load';
import { earlyReadsSettings } from '../../tooling/early-reads';
import { API, customers } from '../support/demo';

const loanRead = () =>
  request(z.object({ data: z.object({ credit_status: z.string() }) }), { url: '/loan/details' });

describe('the first reads the page’s HTML sends', () => {
  it('sends nothing without a session', () => {
    document.cookie = 'lark-customerauth-token=; path=/; max-age=0';
    htmlSendsFirstReads();
    expect(Reflect.get(globalThis, EARLY_READS_GLOBAL)).toBeUndefined();
  });

  it('sends each read with the headers the api client sends, and hands its answer on: one call', async () => {
    signInAs(customers.priya);
    const calls = recordCalls('/loan/details');
    htmlSendsFirstReads();
    const early = await loanRead();
    expect(calls).toHaveLength(1);
    // The same read made by the api client, for its headers.
    const made = await loanRead();
    expect(made).toEqual(early);
    expect(calls).toHaveLength(2);
    const names = ['accept', 'content-type', 'accept-language', 'signature', 'authorization'];
    const [sent, byClient] = calls.map((call) =>
      Object.fromEntries(names.map((name) => [name, call.headers.get(name)])),
    );
    expect(sent).toEqual(byClient);
    expect(sent?.authorization).toMatch(/^Bearer demo\./);
  });

  it('does not hand another session’s answer on: the read is made again', async () => {
    signInAs(customers.priya);
    const calls = recordCalls('/loan/details');
    htmlSendsFirstReads();
    signInAs(customers.meera);
    await loanRead();
    // The HTML's call (Priya's) and the app's own (Meera's), in whichever order they landed.
    await vi.waitFor(() => expect(calls).toHaveLength(2), UNDER_LOAD);
    const bearers = calls.map((call) => call.headers.get('authorization') ?? '');
    expect(bearers.some((bearer) => bearer.includes(customers.priya))).toBe(true);
    expect(bearers.some((bearer) => bearer.includes(customers.meera))).toBe(true);
  });

  it('leaves a read that failed to the api client, which makes it again', async () => {
    signInAs(customers.priya);
    let failed = false;
    server.use(
      http.get(`${API}/loan/details`, () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ message: 'Service temporarily unavailable' }, { status: 500 });
      }),
    );
    const calls = recordCalls('/loan/details');
    htmlSendsFirstReads();
    await expect(loanRead()).resolves.toHaveProperty('data');
    expect(calls).toHaveLength(2);
  });

  it(
    'fails a read that ran out of time as a call does, with no second call',
    async () => {
      signInAs(customers.priya);
      server.use(http.get(`${API}/loan/details`, () => delay('infinite')));
      const calls = recordCalls('/loan/details');
      // Long enough for the read to reach the server first however busy the machine: at 50 ms
      // a clean-clone check beside the end-to-end suite timed it out before it was sent.
      htmlSendsFirstReads(1_000);
      const read = loanRead();
      await expect(read).rejects.toBeInstanceOf(ApiError);
      await expect(read).rejects.toHaveProperty('status', 0);
      expect(calls).toHaveLength(1);
    },
    UNDER_LOAD.timeout,
  );

  it('is taken once, and then leaves nothing on the page, its token included', async () => {
    signInAs(customers.priya);
    const calls = recordCalls('/loan/details');
    htmlSendsFirstReads();
    await loanRead();
    // A POST to the same address is no read of it: never answered with the read's answer.
    await request(z.unknown(), { url: '/auth/profile', method: 'post', data: {} }).catch(
      () => undefined,
    );
    await request(z.unknown(), { url: '/loan/collateral-requests' });
    expect(Reflect.get(globalThis, EARLY_READS_GLOBAL)).toMatchObject({
      answers: { '/auth/profile': expect.anything() },
    });
    await request(z.unknown(), { url: '/auth/profile' });
    expect(Reflect.get(globalThis, EARLY_READS_GLOBAL)).toBeUndefined();
    // Read again later (a refresh, Try Again): made as any other call.
    await loanRead();
    expect(calls).toHaveLength(2);
  });

  it('does not hand on an answer in another language than the page’s: the read is made again', async () => {
    signInAs(customers.priya);
    const calls = recordCalls('/loan/details');
    htmlSendsFirstReads();
    await setLocale('hi');
    try {
      await loanRead();
      await vi.waitFor(() => expect(calls).toHaveLength(2), UNDER_LOAD);
      expect(calls.map((call) => call.headers.get('accept-language')).sort()).toEqual([
        'en-IN',
        'hi-IN',
      ]);
    } finally {
      await setLocale('en');
    }
  });

  it('joins the API’s address and each path as the api client does, a trailing slash or not', () => {
    const url = (base: string) =>
      (JSON.parse(earlyReadsSettings({ VITE_API_BASE_URL: base })) as { url: string }).url;
    expect(url(`${API}/`)).toBe(API);
    expect(url(API)).toBe(API);
  });

  it('keeps a < in the settings from ending their block', () => {
    expect(earlyReadsSettings({ VITE_API_SIGNATURE: '</script><script>alert(1)' })).not.toContain(
      '<',
    );
  });
});

describe('what the page’s HTML left, checked before it is trusted', () => {
  /** Leaves `value` where the HTML leaves its reads, for this test alone. */
  const left = (value: unknown) => {
    Reflect.set(globalThis, EARLY_READS_GLOBAL, value);
    onTestFinished(() => {
      Reflect.deleteProperty(globalThis, EARLY_READS_GLOBAL);
    });
  };
  /** Reads sent for Priya's session in the page's language, `answer` the loan's. */
  const sent = (answer: unknown, fields: Record<string, unknown> = {}) => ({
    token: signInAs(customers.priya),
    language: languageTag(getLocale()),
    sentAt: performance.now(),
    answers: { '/loan/details': answer },
    ...fields,
  });

  it.each([
    ['nothing', () => undefined],
    ['null', () => null],
    ['a token that is no text', () => sent({ body: {} }, { token: 1 })],
    ['no language', () => sent({ body: {} }, { language: undefined })],
    ['a time that is no number', () => sent({ body: {} }, { sentAt: '0' })],
    ['answers that are null', () => sent({ body: {} }, { answers: null })],
  ])('%s is no reads sent: every call is made as any other', async (_, value) => {
    left(value());
    expect(earlyReadsSent()).toBe(false);
    await expect(takeEarlyRead({ url: '/loan/details' })).resolves.toBe('none');
  });

  it('reads sent whole are said to be sent', () => {
    left(sent({ body: {} }));
    expect(earlyReadsSent()).toBe(true);
  });

  it('another session’s read is made again with the whole 10 s', async () => {
    left(sent({ body: {} }, { token: 'demo.9000000000.other' }));
    await expect(takeEarlyRead({ url: '/loan/details' })).resolves.toEqual({
      againWithin: API_TIMEOUT_MS,
    });
  });

  it('a failed read is made again within what is left of its 10 s, at least a moment', async () => {
    left(sent({ status: 500 }, { sentAt: performance.now() - 4_000 }));
    const { againWithin } = (await takeEarlyRead({ url: '/loan/details' })) as {
      againWithin: number;
    };
    expect(againWithin).toBeGreaterThan(5_000);
    expect(againWithin).toBeLessThanOrEqual(6_000);
    left(sent({ status: 500 }, { sentAt: performance.now() - 20_000 }));
    await expect(takeEarlyRead({ url: '/loan/details' })).resolves.toEqual({ againWithin: 1 });
  });

  it('the call made again is given that time', async () => {
    left(sent({ status: 500 }, { sentAt: performance.now() - 4_000 }));
    const { api } = await import('@/lib/api-client');
    const made = vi.spyOn(api, 'request');
    await loanRead();
    const timeout = made.mock.calls[0]?.[0].timeout;
    expect(timeout).toBeGreaterThan(5_000);
    expect(timeout).toBeLessThanOrEqual(6_000);
  });

  it('offline, a read that ran out of time fails the call once, as offline, and nothing more', async () => {
    left(sent('timeout'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    onTestFinished(() => {
      process.off('unhandledRejection', unhandled);
    });
    await expect(loanRead()).rejects.toHaveProperty('message', OFFLINE_ERROR);
    // A rejection nobody handles is told once the tasks of the moment have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
  });
});
