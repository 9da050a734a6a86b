import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { EARLY_READS_GLOBAL } from '@/config/constants';
import { request } from '@/lib/api';
import { setLocale } from '@/lib/i18n/locale';
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
