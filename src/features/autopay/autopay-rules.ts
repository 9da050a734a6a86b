import { OWN_ORIGIN } from '@/config/origins';
import type { MandateMethod } from '@/loan/api/mandate';

/** UPI Autopay debits up to this much a time; above it, eNACH. */
const UPI_AUTOPAY_LIMIT = 15_000;

/**
 * The method 'Set up autopay' offers (docs/product.md#interest-autopay): UPI Autopay when the
 * mandate's most (or, without one, the interest due) is at most ₹15,000, else eNACH, which takes
 * any amount; eNACH too when neither is known.
 */
export function autopayMethod(
  maxAmount: number | undefined,
  interestDue: number | undefined,
): MandateMethod {
  const amount = maxAmount ?? interestDue;
  return amount !== undefined && amount <= UPI_AUTOPAY_LIMIT ? 'UPI_AUTOPAY' : 'ENACH';
}

/** The portal's page: its origin, and whether the browser counts it secure (https, or this machine). */
export type Here = { origin: string; secure: boolean };

/**
 * The gateway page the lender answered, when the portal may open it: https on one of the
 * configured origins, or the portal's own origin (`self`) while the portal itself is a secure
 * context, on https or on this machine (the demo's gateway page). Anything else is undefined:
 * refused.
 */
export function gatewayPage(
  value: string,
  allowed: readonly string[],
  here: Here,
): URL | undefined {
  let page: URL;
  try {
    page = new URL(value);
  } catch {
    return undefined;
  }
  if (page.username !== '' || page.password !== '') return undefined;
  const own = allowed.includes(OWN_ORIGIN) && page.origin === here.origin && here.secure;
  const listed = page.protocol === 'https:' && allowed.includes(page.origin);
  return own || listed ? page : undefined;
}
