import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { EARLY_READS_GLOBAL } from '@/config/constants';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { htmlSendsFirstReads } from '../setup/early-reads';
import { signInAs } from '../setup/render-app';
import { recordCalls } from '../setup/record-calls';
import { server } from '../setup/msw-server';
import { UNDER_LOAD } from '../setup/under-load';
import { API, customers } from '../support/demo';

const loanRead = () =>
  request(z.object({ data: z.object({ credit_status: z.string() }) }), { url: '/loan/details' });

afterEach(() => {
  Reflect.deleteProperty(globalThis, EARLY_READS_GLOBAL);
});

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
      htmlSendsFirstReads(50);
      const read = loanRead();
      await expect(read).rejects.toBeInstanceOf(ApiError);
      await expect(read).rejects.toHaveProperty('status', 0);
      expect(calls).toHaveLength(1);
    },
    UNDER_LOAD.timeout,
  );
});
