/**
 * What the customer owes, from the one ledger (docs/demo-backend.md#one-set-of-books): the loan
 * details, the close quote, the Volt widget, the notices and the drawing power history take their
 * money owed from here, so no page can disagree with the statement of account.
 */
import { addDays, istDay } from '@/lib/ist';
import { apply, ledgerOf, positionOf, type Owed } from './ledger';
import type { DemoCustomer } from './schema';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The ledger's position today (principal, interest, charges and their total), with what the line
 * lends on it: available is the drawing power less the principal, the shortfall the principal
 * above it; a line that is not active lends nothing.
 */
export function owedOf(customer: DemoCustomer, now = new Date()) {
  const position = positionOf(customer, now);
  const loan = customer.loan;
  if (!loan) return { ...position, available: 0, shortfall: 0 };
  const power = Math.min(loan.total_credit_amount, loan.drawing_power ?? loan.total_credit_amount);
  return {
    ...position,
    available:
      loan.credit_status === 'ACTIVE' ? round2(Math.max(0, power - position.principal)) : 0,
    shortfall:
      loan.drawing_power === undefined
        ? 0
        : round2(Math.max(0, position.principal - loan.drawing_power)),
  };
}

/** The close quote: what closing today takes, by the ledger's parts. */
export function closureQuoteOf(customer: DemoCustomer, now = new Date()) {
  if (!customer.loan) return undefined;
  const { principal, interest, charges, total } = positionOf(customer, now);
  return {
    principal_outstanding: principal,
    interest_accrued: interest,
    charges,
    total_payable: total,
    valid_until: istDay(now),
  };
}

/** The principal the ledger says was owed at the end of each day up to today (0 before the line). */
export function principalByDay(customer: DemoCustomer, now = new Date()) {
  const owed: Owed = { charges: 0, interest: 0, principal: 0 };
  const ends = new Map<string, number>();
  for (const entry of ledgerOf(customer, now)) {
    apply(owed, entry);
    ends.set(entry.posted_at.slice(0, 10), owed.principal / 100);
  }
  const days = [...ends.keys()];
  const first = days[0];
  return (day: string) => {
    if (first === undefined || day < first) return 0;
    for (let d = day; d >= first; d = addDays(d, -1)) {
      const principal = ends.get(d);
      if (principal !== undefined) return principal;
    }
    return 0;
  };
}
