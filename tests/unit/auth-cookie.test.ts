// @vitest-environment-options {"url": "https://acme.example.in/login"}
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, writeToken } from '@/lib/auth-token';
import { logout } from '@/session/logout';
import { server } from '../setup/msw-server';
import { API } from '../support/demo';

afterEach(() => {
  removeToken('signed-out');
  vi.restoreAllMocks();
});

/** What the store writes to document.cookie, attribute by attribute. */
function written(write: () => void): Map<string, string> {
  const set = vi.spyOn(document, 'cookie', 'set');
  write();
  const [first, ...rest] = String(set.mock.calls.at(-1)?.[0] ?? '').split(';');
  const attributes = new Map(
    rest.map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name.toLowerCase(), value] as const;
    }),
  );
  attributes.set('', first ?? '');
  return attributes;
}

describe('the session cookie over https', () => {
  it('is Secure, SameSite=Strict, host-only on path /, and kept for 7 days', () => {
    const before = Date.now();
    const cookie = written(() => writeToken('token-1'));
    expect(cookie.get('')).toBe('lark-customerauth-token=token-1');
    expect(cookie.has('secure')).toBe(true);
    expect(cookie.get('samesite')).toBe('Strict');
    expect(cookie.get('path')).toBe('/');
    expect(cookie.has('domain')).toBe(false);
    const expires = Date.parse(cookie.get('expires') ?? '');
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(expires - before).toBeGreaterThan(sevenDays - 2_000);
    expect(expires - before).toBeLessThanOrEqual(sevenDays + 1_000);
  });
});

describe('the cookie of a logout the server has not heard, over https', () => {
  it('is Secure, SameSite=Strict and kept for the whole site, like the session’s', () => {
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json({})));
    writeToken('token-2');
    const owed = written(() => logout());
    expect(owed.get('')).toMatch(/^lark-logout-owed=/);
    expect(owed.has('secure')).toBe(true);
    expect(owed.get('samesite')).toBe('Strict');
    expect(owed.get('path')).toBe('/');
  });
});
