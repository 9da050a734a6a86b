import Cookies from 'js-cookie';
import * as z from 'zod/mini';
import { AUTH_COOKIE_DAYS, LOGOUT_OWED_COOKIE } from '@/config/constants';
import { isRefusal } from '@/lib/api-error';
import { readToken, removeToken } from '@/lib/auth-token';
import { logoutCall } from './api/profile';

/**
 * A logout the server has not yet acknowledged is owed: its token waits in a cookie of its own
 * (never in Web Storage; the session cookie held it until a moment ago, with the same reach)
 * until the server hears it, here or on the next visit. Why a cookie and not a hash or a
 * keepalive alone: docs/decisions/0009-logout-revoke.md.
 */
const MAX_OWED = 3;
const owedSchema = z.array(z.string().check(z.minLength(1), z.maxLength(4_096)));

function readOwed(): string[] {
  const raw = Cookies.get(LOGOUT_OWED_COOKIE);
  if (raw === undefined) return [];
  try {
    const parsed = owedSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.slice(-MAX_OWED);
  } catch {
    // Not JSON: forgotten below like any other value that does not parse.
  }
  Cookies.remove(LOGOUT_OWED_COOKIE);
  return [];
}

function writeOwed(tokens: string[]): void {
  if (tokens.length === 0) {
    Cookies.remove(LOGOUT_OWED_COOKIE);
    return;
  }
  Cookies.set(LOGOUT_OWED_COOKIE, JSON.stringify(tokens.slice(-MAX_OWED)), {
    path: '/',
    sameSite: 'Strict',
    secure: window.location.protocol === 'https:',
    // Past the session cookie's life the token is of no use to anyone here.
    expires: AUTH_COOKIE_DAYS,
  });
}

const owe = (token: string) => writeOwed([...readOwed().filter((t) => t !== token), token]);
const settle = (token: string) => {
  failures.delete(token);
  writeOwed(readOwed().filter((t) => t !== token));
};

/** One call at a time per token, so a retry never races the first try. */
const telling = new Map<string, Promise<void>>();

/**
 * While the page is open, a logout the server could not hear is told again after 15 s, then
 * after twice as long each time up to 10 minutes (a server that is down is not asked again and
 * again), and at once when the browser comes back online.
 */
const FIRST_WAIT_MS = 15_000;
const LONGEST_WAIT_MS = 600_000;
const failures = new Map<string, number>();
let hearsOnline = false;

function tellAgainLater(token: string): void {
  const failed = (failures.get(token) ?? 0) + 1;
  failures.set(token, failed);
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (failed - 1), LONGEST_WAIT_MS);
  setTimeout(() => {
    // Paid meanwhile (the next visit in another tab, an online event) or forgotten: done.
    if (readOwed().includes(token)) void revoke(token);
  }, wait);
  if (hearsOnline) return;
  hearsOnline = true;
  window.addEventListener(
    'online',
    () => {
      hearsOnline = false;
      void retryOwedLogouts();
    },
    { once: true },
  );
}

/** Tells the server to end `token`'s session; owed until it answers or refuses the token. */
function revoke(token: string): Promise<void> {
  const told =
    telling.get(token) ??
    logoutCall(token).then(
      () => settle(token),
      (error: unknown) => {
        // A refusal (401 for a token it no longer knows, or any other no) will not change by
        // asking again; a call that failed on the way or a server that could not answer will.
        if (isRefusal(error)) settle(token);
        else tellAgainLater(token);
        console.warn('The logout call failed; this device is signed out.', error);
      },
    );
  telling.set(token, told);
  return told.finally(() => telling.delete(token));
}

/**
 * Signs out this device first: the cookie goes at once (every tab follows, and the session's
 * cache goes with its scope), then the server is told with the old token, as a `keepalive` call
 * that outlives the page once sent. Nothing waits for it; until it succeeds the logout is owed.
 */
export function logout(): void {
  const token = readToken();
  removeToken('signed-out');
  if (!token) return;
  // Owed before the call, so a tab closed while it is on its way still tells the server later.
  owe(token);
  void revoke(token);
}

/** Tells the server again of every logout it has not acknowledged (the next visit, online). */
export async function retryOwedLogouts(): Promise<void> {
  await Promise.all(readOwed().map(revoke));
}
