import Cookies from 'js-cookie';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS } from '@/config/constants';

/** Host-only (no Domain), so each partner subdomain keeps its own session. */
function attributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Strict',
    secure: window.location.protocol === 'https:',
    expires: AUTH_COOKIE_DAYS,
  };
}

export function readToken(): string | undefined {
  return Cookies.get(AUTH_COOKIE) || undefined;
}

export function writeToken(token: string): void {
  Cookies.set(AUTH_COOKIE, token, attributes());
}

export function removeToken(): void {
  Cookies.remove(AUTH_COOKIE, { path: '/' });
}
