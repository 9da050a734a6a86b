import { http, HttpResponse, delay } from 'msw';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { orAbsent, request } from '@/lib/api';
import { ApiError, isRefusal } from '@/lib/api-error';
import { API_TIMEOUT_MS } from '@/config/constants';
import { holdRequestsUntil } from '@/lib/request-gate';
import { readToken, signOutNotice, subscribeToken, writeToken } from '@/lib/auth-token';
import { setLocale } from '@/lib/i18n/locale';
import { receiveReports, type Report } from '@/lib/report';
import { server } from '../setup/msw-server';
import { watchFetch } from '../setup/watch-fetch';
import { API, SDK } from '../support/demo';
import { UNDER_LOAD } from '../setup/under-load';

function captureHeaders(url: string, method: 'get' | 'post' = 'post') {
  const seen: Headers[] = [];
  server.use(
    http[method](url, ({ request: req }) => {
      seen.push(req.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/** Counts the session's changes from now on: each is one move the router follows. */
function watchSession() {
  const leave = vi.fn();
  onTestFinished(subscribeToken(leave));
  return leave;
}

describe('request headers', () => {
  it('asks for the language on screen, Accept-Language hi-IN or en-IN, on every call, a third party’s too (docs/api-contract.md#headers)', async () => {
    onTestFinished(() => setLocale('en'));
    const ours = captureHeaders(`${API}/contact-us`);
    const theirs = captureHeaders('https://widgets.example.com/config', 'get');
    await request(z.unknown(), { method: 'POST', url: '/contact-us', data: {} });
    await setLocale('hi');
    await request(z.unknown(), { method: 'POST', url: '/contact-us', data: {} });
    await request(z.unknown(), { url: 'https://widgets.example.com/config' });
    expect(ours.map((headers) => headers.get('accept-language'))).toEqual(['en-IN', 'hi-IN']);
    expect(theirs[0]?.get('accept-language')).toBe('hi-IN');
  });

  it('sends the Signature on every call and the bearer token from the cookie', async () => {
    writeToken('tok-1');
    const seen = captureHeaders(`${API}/contact-us`);
    await request(z.unknown(), { method: 'POST', url: '/contact-us', data: {} });
    expect(seen[0]?.get('signature')).toBe('demo-signature');
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header when there is no token', async () => {
    const seen = captureHeaders(`${API}/contact-us`);
    await request(z.unknown(), { method: 'POST', url: '/contact-us', data: {} });
    expect(seen[0]?.get('signature')).toBe('demo-signature');
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('keeps an explicit bearer (add-details carries the verify token)', async () => {
    writeToken('cookie-token');
    const seen = captureHeaders(`${API}/auth/add-details`);
    await request(z.unknown(), {
      method: 'POST',
      url: '/auth/add-details',
      data: {},
      headers: { Authorization: 'Bearer verify-token' },
    });
    expect(seen[0]?.get('authorization')).toBe('Bearer verify-token');
  });

  it('sends the same headers to the portfolio host', async () => {
    writeToken('tok-1');
    const url = 'https://portfolio.lark.test/customer/casdata/fetch-and-save';
    const seen = captureHeaders(url);
    await request(z.unknown(), { method: 'POST', url, data: {} });
    expect(seen[0]?.get('signature')).toBe('demo-signature');
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
  });

  it('never sends our signature or the token to a third-party host', async () => {
    writeToken('tok-1');
    const url = `${SDK}/loan-sdk/init`;
    const seen = captureHeaders(url, 'get');
    await request(z.unknown(), { url });
    expect(seen[0]?.has('signature')).toBe(false);
    expect(seen[0]?.has('authorization')).toBe(false);
  });
});

describe('request errors', () => {
  const call = () => request(z.object({ ok: z.boolean() }), { url: '/loan/details' });

  it("rejects with the server's message and status", async () => {
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({ message: 'There is no loan' }, { status: 404 }),
      ),
    );
    await expect(call()).rejects.toMatchObject({ status: 404, message: 'There is no loan' });
  });

  it.each([
    ['an error without a message', () => HttpResponse.json({}, { status: 500 })],
    ['malformed JSON', () => new HttpResponse('{not json', { status: 500 })],
    ['an HTML error page', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })],
    ['a success body of the wrong shape', () => HttpResponse.json({ ok: 'yes' })],
    ['a network failure', () => HttpResponse.error()],
  ])("falls back to 'Something went wrong' on %s", async (_name, reply) => {
    server.use(http.get(`${API}/loan/details`, reply));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Something went wrong');
  });

  it('gives up after 10 000 ms by default', async () => {
    const { api } = await import('@/lib/api-client');
    expect(api.defaults.timeout).toBe(10_000);
  });

  it("reports a timed-out call as 'Something went wrong' with no status", async () => {
    server.use(
      http.get(`${API}/loan/details`, async () => {
        await delay(500);
        return HttpResponse.json({ ok: true });
      }),
    );
    const error = await request(z.unknown(), { url: '/loan/details', timeout: 50 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 0, message: 'Something went wrong' });
  });
});

describe('isRefusal', () => {
  it.each([
    [new ApiError(400, 'Invalid OTP'), true],
    [new ApiError(401, 'Invalid OTP'), true],
    [new ApiError(404), true],
    [new ApiError(409), true],
    [new ApiError(422), true],
    [new ApiError(499), true],
    [new ApiError(399), false],
    [new ApiError(408), false],
    [new ApiError(429), false],
    [new ApiError(500), false],
    [new ApiError(503), false],
    [new ApiError(0), false],
    [new Error('Invalid OTP'), false],
    ['Invalid OTP', false],
  ])('says %s is a refusal: %s', (error, refused) => {
    expect(isRefusal(error)).toBe(refused);
  });
});

describe('unauthorized answers', () => {
  it('clears the token and leaves once, however many requests fail together', async () => {
    writeToken('expired');
    const leave = watchSession();
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({ message: 'Expired', details: { unauthorized: true } }, { status: 403 }),
      ),
    );
    const results = await Promise.allSettled([call(), call(), call()]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(readToken()).toBeUndefined();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('tells /login the server ended the session, and keeps what was typed for after the login', async () => {
    writeToken('expired');
    sessionStorage.setItem('draft:contact', '{"message":"Hello"}');
    server.use(http.get(`${API}/loan/details`, () => HttpResponse.json({}, { status: 401 })));
    await call().catch(() => undefined);
    expect(signOutNotice()).toBe('unauthorized');
    expect(sessionStorage.getItem('draft:contact')).toBe('{"message":"Hello"}');
  });

  it('treats an HTTP 401 on a call that carried a token as unauthorized', async () => {
    writeToken('expired');
    const leave = watchSession();
    server.use(http.get(`${API}/loan/details`, () => HttpResponse.json({}, { status: 401 })));
    await call().catch(() => undefined);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeUndefined();
  });

  it.each([
    ['a server error', 500, {}],
    ['a refusal not marked unauthorized', 403, { message: 'Not allowed' }],
  ])('keeps the session on %s of a call that carried its token', async (_name, status, body) => {
    writeToken('current');
    const leave = watchSession();
    server.use(http.get(`${API}/loan/details`, () => HttpResponse.json(body, { status })));
    expect(await call().catch((e: unknown) => e)).toMatchObject({ status });
    expect(leave).not.toHaveBeenCalled();
    expect(readToken()).toBe('current');
  });

  it('does not leave on a 401 of a call without a token (a wrong OTP)', async () => {
    writeToken('current');
    const leave = watchSession();
    server.use(
      http.post(`${API}/auth/verify-otp`, () =>
        HttpResponse.json({ message: 'Invalid OTP' }, { status: 401 }),
      ),
    );
    const error = await request(z.unknown(), { method: 'POST', url: '/auth/verify-otp' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ message: 'Invalid OTP' });
    expect(leave).not.toHaveBeenCalled();
    expect(readToken()).toBe('current');
  });

  it('leaves again after a new session has started', async () => {
    const leave = watchSession();
    server.use(
      http.get(`${API}/loan/details`, () =>
        HttpResponse.json({ details: { unauthorized: true } }, { status: 403 }),
      ),
    );
    writeToken('first');
    await call().catch(() => undefined);
    writeToken('second');
    await call().catch(() => undefined);
    // Each session started and ended once.
    expect(leave).toHaveBeenCalledTimes(4);
    expect(readToken()).toBeUndefined();
  });

  it('leaves the new session alone when a call of the previous one answers 401 late', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/loan/details`, async () => {
        await answered;
        return HttpResponse.json({ details: { unauthorized: true } }, { status: 401 });
      }),
    );
    writeToken('asha-session');
    const late = call().catch((e: unknown) => e);
    await vi.waitFor(() => expect(inFlight()).toBe(true), UNDER_LOAD);
    writeToken('priya-session');
    answer();
    expect(await late).toMatchObject({ status: 401 });
    expect(readToken()).toBe('priya-session');
  });
});

describe('held requests (the demo backend starting)', () => {
  afterEach(() => holdRequestsUntil(async () => undefined));

  it('starts what they wait for once, at the first call, and sends them when it is ready', async () => {
    let ready = () => {};
    const start = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    holdRequestsUntil(start);
    expect(start).not.toHaveBeenCalled();
    const seen = captureHeaders(`${API}/loan/details`, 'get');
    const calls = Promise.all([call(), call()]);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1), UNDER_LOAD);
    expect(seen).toHaveLength(0);
    ready();
    await calls;
    expect(seen).toHaveLength(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a call no longer than its time limit when the start never ends, and sends it then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const start = vi.fn(() => new Promise<void>(() => undefined));
      holdRequestsUntil(start);
      const seen = captureHeaders(`${API}/loan/details`, 'get');
      const sent = call();
      // The limit starts when the call reaches the gate, after the api client's code has loaded.
      while (start.mock.calls.length === 0) await new Promise((next) => setImmediate(next));
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(seen).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await sent;
      expect(seen).toHaveLength(1);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends them anyway when the start fails, and the next call tries the start again', async () => {
    const start = vi.fn(() => Promise.reject(new Error('no service worker')));
    holdRequestsUntil(start);
    const seen = captureHeaders(`${API}/loan/details`, 'get');
    await call();
    expect(seen).toHaveLength(1);
    await call();
    expect(seen).toHaveLength(2);
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('offline', () => {
  const OFFLINE = 'You seem to be offline. Check your connection and try again.';

  it('says the browser is offline, and sends nothing, when it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen = captureHeaders(`${API}/contact-us`);
    const failure = await request(z.unknown(), { method: 'POST', url: '/contact-us' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: OFFLINE });
    expect(seen).toHaveLength(0);
  });

  it('says so when a call fails on the way because the connection went', async () => {
    server.use(
      http.post(`${API}/contact-us`, () => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        return HttpResponse.error();
      }),
    );
    await expect(request(z.unknown(), { method: 'POST', url: '/contact-us' })).rejects.toThrow(
      OFFLINE,
    );
  });

  it("keeps 'Something went wrong' for a call that fails on the way while online", async () => {
    server.use(http.post(`${API}/contact-us`, () => HttpResponse.error()));
    await expect(request(z.unknown(), { method: 'POST', url: '/contact-us' })).rejects.toThrow(
      'Something went wrong',
    );
  });

  it('lets an answer from the server stand, whatever the connection says now', async () => {
    server.use(
      http.post(`${API}/contact-us`, () => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        return HttpResponse.json({ message: 'Please fill in every field' }, { status: 400 });
      }),
    );
    await expect(request(z.unknown(), { method: 'POST', url: '/contact-us' })).rejects.toThrow(
      'Please fill in every field',
    );
  });
});

describe('what the people who run the portal hear of a call (telemetry)', () => {
  /** The reports of calls from now on. */
  function hearCalls() {
    // What waited for telemetry until now is another test's.
    receiveReports(() => undefined);
    const heard: Report[] = [];
    receiveReports((item) => heard.push(item));
    return () => heard.filter((item) => item.kind === 'call');
  }

  it('hears a failed call’s method, route, status and time taken, never its data', async () => {
    const heard = hearCalls();
    server.use(
      http.post(`${API}/contact-us`, () =>
        HttpResponse.json({ message: 'Please fill in every field' }, { status: 422 }),
      ),
    );
    const before = performance.now();
    await request(z.unknown(), {
      method: 'POST',
      url: '/contact-us',
      data: { name: 'Asha' },
    }).catch(() => undefined);
    const took = performance.now() - before;
    expect(heard()).toEqual([
      {
        kind: 'call',
        method: 'POST',
        url: '/contact-us',
        status: 422,
        duration: expect.any(Number),
      },
    ]);
    const { duration } = heard()[0] as { duration: number };
    expect(duration).toBeGreaterThanOrEqual(0);
    expect(duration).toBeLessThanOrEqual(took);
  });

  it('hears nothing of a call that succeeded', async () => {
    const heard = hearCalls();
    captureHeaders(`${API}/contact-us`);
    await request(z.unknown(), { method: 'POST', url: '/contact-us', data: {} });
    expect(heard()).toEqual([]);
  });
});

describe('a read whose resource a server may not have', () => {
  it('gives what was read', async () => {
    await expect(orAbsent(() => Promise.resolve('loan'))).resolves.toBe('loan');
  });

  it('reads a 404 as absent: null, or what the caller names', async () => {
    const missing = () => Promise.reject(new ApiError(404, 'There is no loan'));
    await expect(orAbsent(missing)).resolves.toBeNull();
    await expect(orAbsent(missing, [])).resolves.toEqual([]);
  });

  it.each([
    ['a server error', new ApiError(500)],
    ['a refusal other than 404', new ApiError(403, 'Not allowed')],
    ['a failure on the way', new ApiError(0)],
    ['anything else with a status of 404', Object.assign(new Error('x'), { status: 404 })],
  ])('lets %s stand as a failure', async (_, error) => {
    await expect(orAbsent(() => Promise.reject(error), [])).rejects.toBe(error);
  });
});

/**
 * `request` with the api client loaded afresh, as a page loads it: what the client is built
 * with when its module loads (its defaults, the calls that never carry the token) is part of it.
 * The tests after the first use of it see the new modules (another ApiError class): keep them
 * last in this file.
 */
async function freshRequest() {
  vi.resetModules();
  const [{ request: fresh }, { firstScreenCommitted }] = await Promise.all([
    import('@/lib/api'),
    import('@/lib/first-page'),
  ]);
  firstScreenCommitted();
  return fresh;
}

describe('the client as a page loads it', () => {
  it('sends JSON and asks for JSON', async () => {
    const seen = captureHeaders(`${API}/contact-us`);
    const fresh = await freshRequest();
    await fresh(z.unknown(), { method: 'POST', url: '/contact-us', data: { name: 'Asha' } });
    expect(seen[0]?.get('content-type')).toBe('application/json');
    expect(seen[0]?.get('accept')).toBe('application/json');
  });

  it('sends through fetch, so a call can outlive its tab (keepalive)', async () => {
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json({})));
    const sent = watchFetch();
    const fresh = await freshRequest();
    await fresh(z.unknown(), {
      method: 'POST',
      url: '/auth/logout',
      fetchOptions: { keepalive: true },
    });
    expect(sent()).toEqual([{ url: `${API}/auth/logout`, keepalive: true }]);
  });

  it.each(['/auth/login', '/auth/login-otp', '/auth/verify-otp'])(
    'never sends the bearer token on %s, even when the cookie holds one',
    async (path) => {
      writeToken('tok-1');
      const seen = captureHeaders(`${API}${path}`);
      const fresh = await freshRequest();
      const headers = { Authorization: 'Bearer explicit' };
      await fresh(z.unknown(), { method: 'POST', url: path, data: {}, headers });
      expect(seen[0]?.has('authorization')).toBe(false);
      expect(seen[0]?.get('signature')).toBe('demo-signature');
    },
  );
});

describe('calls before the first page is drawn', () => {
  it('wait for it, except an urgent one that the first screen itself waits for', async () => {
    vi.resetModules();
    const api = await import('@/lib/api');
    const { firstScreenCommitted } = await import('@/lib/first-page');
    const seen = captureHeaders(`${API}/loan/details`, 'get');
    const ordinary = api.request(z.unknown(), { url: '/loan/details' });
    await api.request(z.unknown(), { url: '/loan/details' }, { urgent: true });
    expect(seen).toHaveLength(1);
    firstScreenCommitted();
    await ordinary;
    expect(seen).toHaveLength(2);
  });

  it('go at once on a signed-in visit, whose first screen (the loading screen) waits for them', async () => {
    vi.resetModules();
    const api = await import('@/lib/api');
    const seen = captureHeaders(`${API}/loan/details`, 'get');
    // The module `request` runs in (the setup counts calls around it).
    (await vi.importActual<typeof import('@/lib/api')>('@/lib/api')).callsGoAtOnce();
    await api.request(z.unknown(), { url: '/loan/details' });
    expect(seen).toHaveLength(1);
  });

  it('say the browser is offline when the client’s own code could not arrive as the connection went', async () => {
    vi.resetModules();
    vi.doMock('@/lib/api-client', () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    onTestFinished(() => vi.doUnmock('@/lib/api-client'));
    const api = await import('@/lib/api');
    await expect(
      api.request(z.unknown(), { url: '/loan/details' }, { urgent: true }),
    ).rejects.toThrow('You seem to be offline. Check your connection and try again.');
  });

  it('fetch the client early: once the first page is drawn, before any call', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('@/lib/api-client', async (original) => {
      loaded();
      return original();
    });
    onTestFinished(() => vi.doUnmock('@/lib/api-client'));
    const { preloadApiClient } = await import('@/lib/api');
    const { firstScreenCommitted, whenFirstPageDrawn } = await import('@/lib/first-page');
    preloadApiClient();
    expect(loaded).not.toHaveBeenCalled();
    firstScreenCommitted();
    await whenFirstPageDrawn();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1), UNDER_LOAD);
  });
});

let sent = 0;
server.events.on('request:start', ({ request: req }) => {
  if (req.url.endsWith('/loan/details')) sent += 1;
});
/** Whether a /loan/details call has reached the server since the test began. */
const inFlight = () => sent > 0;
afterEach(() => {
  sent = 0;
});

function call() {
  return request(z.unknown(), { url: '/loan/details' });
}

describe('server text', () => {
  it('arrives without bidi controls and other hidden characters, at any depth, a Devanagari joiner kept (docs/architecture.md)', async () => {
    server.use(
      http.get(`${API}/statements`, () =>
        HttpResponse.json({
          loan_account_number: 'KFL-LAS-98765\u202E43212',
          events: [{ reason: 'Fund\u202Bfrom 90% to 80%: -₹12,376\u202C', units: 5 }],
          names: ['क्\u200Dष', 'Phone\u2066enohp\u2069'],
        }),
      ),
    );
    const body = await request(z.unknown(), { url: '/statements' });
    expect(body).toEqual({
      loan_account_number: 'KFL-LAS-9876543212',
      events: [{ reason: 'Fundfrom 90% to 80%: -₹12,376', units: 5 }],
      names: ['क्\u200Dष', 'Phoneenohp'],
    });
  });
});
