import type { DemoCustomer } from './schema';

/**
 * What the demo server accepts of a customer's own account
 * (docs/api-contract.md#the-server-decides): the client asks, the server decides from its own
 * records, as a real one would.
 */

/** Statuses a customer never goes back from. */
const LATER_STAGES = ['OFFER_ACCEPTED', 'EMAIL_VERIFIED'];

/** Has this customer shown, by a code sent to it, that `email` is theirs? */
export function emailVerified(customer: DemoCustomer, email: string): boolean {
  return (
    (customer.is_email_verified && customer.email === email) ||
    (customer.verified_emails ?? []).includes(email)
  );
}

/** Did get-offers make this customer an offer (or did the seed start them past it)? */
export function offerMade(customer: DemoCustomer): boolean {
  return customer.offer_made === true || LATER_STAGES.includes(customer.application_status ?? '');
}

/** Why the server refuses to move `customer` to `next`, or undefined when it accepts. */
export function statusChangeRefusal(
  customer: DemoCustomer,
  next: string | null,
): string | undefined {
  const current = customer.application_status ?? '';
  if (next === current) return undefined;
  const stage = (status: string | null) => LATER_STAGES.indexOf(status ?? '');
  if (stage(current) > stage(next)) {
    return `The application has already reached ${current} and cannot go back.`;
  }
  if (next === 'OFFER_ACCEPTED' && !offerMade(customer)) {
    return 'No offer has been made to this customer.';
  }
  if (next === 'EMAIL_VERIFIED') {
    if (!offerMade(customer)) return 'No offer has been made to this customer.';
    if (!emailVerified(customer, customer.email)) return 'Verify your email address first.';
  }
  return undefined;
}

/** Why the server refuses to mark `email` verified for `customer`, or undefined. */
export function emailChangeRefusal(
  customer: DemoCustomer,
  email: string,
  verified: boolean,
): string | undefined {
  return verified && !emailVerified(customer, email)
    ? 'This email address has not been verified.'
    : undefined;
}
