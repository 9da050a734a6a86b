/**
 * The demo server keeps a changed password as a salted PBKDF2-SHA-256 hash, never the password
 * itself, and never answers it (docs/demo-backend.md#account-security): the demo is what a new
 * engineer copies. Web Crypto is there wherever the demo runs (a service worker needs a secure
 * context; Node has it too).
 */
import type { DemoCustomer } from './schema';
import { DEMO_PASSWORD } from './seed';

const ITERATIONS = 100_000;
const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return toBase64(bits);
}

/** `pbkdf2-sha256$iterations$salt$hash`, with a new random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${ITERATIONS}$${toBase64(salt)}$${await derive(password, salt, ITERATIONS)}`;
}

/** Whether `attempt` is the password `stored` was made from. */
export async function passwordMatches(stored: string, attempt: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false;
  return (await derive(attempt, fromBase64(salt), Number(iterations))) === hash;
}

/** Whether `attempt` is the customer's password now: the one set, else the demo's own. */
export async function isCurrentPassword(
  customer: DemoCustomer,
  attempt: unknown,
): Promise<boolean> {
  if (typeof attempt !== 'string') return false;
  return customer.password_hash
    ? passwordMatches(customer.password_hash, attempt)
    : attempt === DEMO_PASSWORD;
}
