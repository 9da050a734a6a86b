import type { DemoCustomer, DemoSession } from './schema';

/**
 * The demo server's sessions and password rules (docs/demo-backend.md#account-security): every
 * token it accepts is a session of its customer; a wrong password is counted, and the sixth try
 * within 15 minutes of five wrong ones is refused with a 429.
 */

export const LOCK_WINDOW_MS = 15 * 60_000;
export const MAX_WRONG_PASSWORDS = 5;
/** The last-active time is written at most this often (each write saves the demo's state). */
const ACTIVE_EVERY_MS = 60_000;

/**
 * What the demo keeps of a session's token: a fingerprint (FNV-1a), never the token itself, which
 * never goes into local storage (docs/api-contract.md#the-session-cookie).
 */
export function tokenPrint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  }
  return `fnv-${hash.toString(16)}-${token.length}`;
}

/** What the browser the demo runs in says it is, in a person's words. */
export function thisDevice(userAgent = navigator.userAgent) {
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : 'Linux';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const device =
    os === 'Android' || os === 'iOS'
      ? /Mobile/.test(userAgent)
        ? `${os === 'iOS' ? 'iPhone' : 'Android phone'}`
        : 'Tablet'
      : `${os === 'macOS' ? 'Mac' : `${os} computer`}`;
  return { device, browser, os };
}

/** The session behind `token`, made on first sight and marked active now. */
export function touchSession(customer: DemoCustomer, token: string, now = new Date()): DemoSession {
  const sessions = (customer.sessions ??= []);
  const at = now.toISOString();
  const print = tokenPrint(token);
  let session = sessions.find((s) => s.token === print);
  if (!session) {
    session = {
      id: `ses-${crypto.randomUUID()}`,
      token: print,
      ...thisDevice(),
      created_at: at,
      last_active_at: at,
    };
    sessions.push(session);
  } else if (now.getTime() - Date.parse(session.last_active_at) >= ACTIVE_EVERY_MS) {
    session.last_active_at = at;
  }
  return session;
}

/** Whether the session behind `token` needs writing (new, or its last-active time is old). */
export function sessionStale(customer: DemoCustomer, token: string, now = new Date()): boolean {
  const session = customer.sessions?.find((s) => s.token === tokenPrint(token));
  return !session || now.getTime() - Date.parse(session.last_active_at) >= ACTIVE_EVERY_MS;
}

/** The wrong passwords tried within the last 15 minutes. */
export function recentWrongPasswords(customer: DemoCustomer, now = new Date()): string[] {
  return (customer.failed_logins ?? []).filter(
    (at) => now.getTime() - Date.parse(at) < LOCK_WINDOW_MS,
  );
}

/** Five wrong passwords within 15 minutes: the next try is refused, right or wrong. */
export const passwordLocked = (customer: DemoCustomer, now = new Date()) =>
  recentWrongPasswords(customer, now).length >= MAX_WRONG_PASSWORDS;

/** Ends the sessions of `customer` that `keep` does not keep; returns their tokens' prints. */
export function endSessions(
  customer: DemoCustomer,
  keep: (session: DemoSession) => boolean,
): string[] {
  const sessions = customer.sessions ?? [];
  customer.sessions = sessions.filter(keep);
  return sessions.filter((s) => !keep(s)).map((s) => s.token);
}
