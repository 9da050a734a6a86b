import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '@/lib/auth-token';
import { logout, retryOwedLogouts } from '@/session/logout';
import { signInAs } from '../setup/render-app';
import { server } from '../setup/msw-server';
import { recordCalls } from '../setup/record-calls';
import { UNDER_LOAD } from '../setup/under-load';
import { customers, API } from '../support/demo';

const LOGOUT = `${API}/auth/logout`;
const OWED = 'lark-logout-owed';

const owedCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${OWED}=`))
    ?.slice(OWED.length + 1);

/** Everything the page keeps in Web Storage, as one text. */
const webStorage = () =>
  [localStorage, sessionStorage]
    .flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key) ?? ''}`))
    .join('\n');

function failLogout(status: number, times = 1) {
  let left = times;
  server.use(
    http.post(LOGOUT, () => {
      if (left <= 0) return undefined;
      left -= 1;
      return HttpResponse.json({ message: 'Logout failed' }, { status });
    }),
  );
}

afterEach(() => {
  document.cookie = `${OWED}=; path=/; max-age=0`;
  vi.restoreAllMocks();
});

describe('a logout the server did not hear', () => {
  it('signs this device out at once and owes nothing when the server hears it', async () => {
    const calls = recordCalls('/auth/logout');
    const token = signInAs(customers.rohan);
    logout();
    expect(readToken()).toBeUndefined();
    await vi.waitFor(() => expect(calls).toHaveLength(1), UNDER_LOAD);
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    await vi.waitFor(() => expect(owedCookie()).toBeUndefined(), UNDER_LOAD);
  });

  it.each([
    ['a 500', () => failLogout(500)],
    [
      'no answer (offline)',
      () => server.use(http.post(LOGOUT, () => HttpResponse.error(), { once: true })),
    ],
  ])('is remembered after %s, without the token in local or session storage', async (_, fail) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fail();
    const token = signInAs(customers.rohan);
    logout();
    expect(readToken()).toBeUndefined();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled(), UNDER_LOAD);
    expect(owedCookie()).toBeDefined();
    expect(webStorage()).not.toContain(token);
  });

  it('is told again on the next visit with the old token, then owed no more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failLogout(500);
    const token = signInAs(customers.rohan);
    logout();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled(), UNDER_LOAD);
    const calls = recordCalls('/auth/logout');
    await retryOwedLogouts();
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([`Bearer ${token}`]);
    expect(owedCookie()).toBeUndefined();
  });

  it('stays owed while the server still cannot answer, and a refusal settles it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failLogout(500, 2);
    signInAs(customers.rohan);
    logout();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled(), UNDER_LOAD);
    await retryOwedLogouts();
    expect(owedCookie()).toBeDefined();
    // A token the server no longer knows is as good as revoked.
    failLogout(401);
    await retryOwedLogouts();
    expect(owedCookie()).toBeUndefined();
  });

  it('is told again while the page is open: after 15 s, then twice as long each time, until the server hears it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      failLogout(500, 2);
      const calls = recordCalls('/auth/logout');
      const token = signInAs(customers.rohan);
      logout();
      await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1), UNDER_LOAD);
      await vi.advanceTimersByTimeAsync(14_000);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2), UNDER_LOAD);
      expect(calls).toHaveLength(2);
      // The server is down: the next try waits 30 s, not 15.
      await vi.advanceTimersByTimeAsync(29_000);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(owedCookie()).toBeUndefined(), UNDER_LOAD);
      expect(calls.map((call) => call.headers.get('authorization'))).toEqual(
        Array(3).fill(`Bearer ${token}`),
      );
      // Heard: nothing more is sent.
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets what it cannot read (a cookie someone changed)', async () => {
    const calls = recordCalls('/auth/logout');
    document.cookie = `${OWED}=${encodeURIComponent('{"not":"a list"}')}; path=/`;
    await retryOwedLogouts();
    expect(calls).toHaveLength(0);
    expect(owedCookie()).toBeUndefined();
  });
});
