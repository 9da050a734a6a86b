import { isDialable } from '@/config/phone';
import { withoutHidden } from './visible-text';

/**
 * Partner data is untrusted input: these helpers return a value that is safe to render as an
 * active link or image, or undefined so the caller falls back to the default. Their patterns
 * live inside them, so the mutation run can switch each one on (docs/testing.md#mutation-testing).
 */

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/** A URL for an image or a link: https, or http while the portal itself runs on a localhost host. */
export function safeWebUrl(value: unknown, pageHostname: string): string | undefined {
  if (typeof value !== 'string' || value !== value.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const allowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(pageHostname));
  return allowed ? url.href : undefined;
}

/**
 * International digits for tel: and wa.me links. A bare 10-digit number, or 11 digits with the
 * domestic trunk prefix 0, is Indian (+91).
 */
export function phoneDigits(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isDialable(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

export function safeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim();
  // Letters, digits and `._+-` before the @ (no `%`, `?`, `&` or quotes), a plain host after.
  const pattern =
    /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
  return email.length <= 254 && pattern.test(email) ? email : undefined;
}

export function plainText(value: unknown, maxLength = 80): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Characters that change what text looks like without being seen: controls, bidi, zero-width.
  const text = withoutHidden(value.replace(/\s+/g, ' ')).trim();
  return text ? text.slice(0, maxLength) : undefined;
}
