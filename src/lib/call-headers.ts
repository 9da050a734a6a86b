import { getEnv, resolveUrl } from '@/config/env';
import { getLocale, languageTag } from './i18n/locale';
import { readToken } from './auth-token';

/**
 * What every call of the portal says it sends and takes (the api client's defaults; axios sends
 * the Content-Type on a read too, which the early reads copy).
 */
export const BASE_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** Calls that must never carry the bearer token (docs/api-contract.md#headers). */
const TOKENLESS = new Set(['/auth/login', '/auth/login-otp', '/auth/verify-otp']);

export const isTokenless = (path: string | undefined): boolean => TOKENLESS.has(path ?? '');

function customerOrigins(): string[] {
  const env = getEnv();
  return [resolveUrl(env.VITE_API_BASE_URL).origin, resolveUrl(env.VITE_PORTFOLIO_API_URL).origin];
}

/**
 * The headers the portal adds to a call to `target` (`path` as the call names it), in one place
 * for the api client and the early reads (./early-reads.ts), so both send the same:
 * - the language on screen, so a server may answer its messages in it (docs/api-contract.md#headers);
 *   it tells nothing about the person, and the browser would send its own anyway;
 * - to our own API hosts only, never to a third party, our signature and the customer's token
 *   (none to the calls that must not carry it, none without a session).
 */
export function portalHeaders(target: URL, path: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': languageTag(getLocale()) };
  if (!customerOrigins().includes(target.origin)) return headers;
  headers.Signature = getEnv().VITE_API_SIGNATURE;
  const token = readToken();
  if (token && !isTokenless(path)) headers.Authorization = `Bearer ${token}`;
  return headers;
}
