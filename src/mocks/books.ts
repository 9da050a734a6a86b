/**
 * What the customer owes, from the one ledger (docs/demo-backend.md#one-set-of-books): the loan
 * details, the close quote, the Volt widget, the notices and the drawing power history take their
 * money owed from here, so no page can disagree with the statement of account.
 */
import { addDays, istDay } from '@/lib/ist';
import { ledgerOf, positionOf } from './ledger';
import type { DemoCustomer } from './schema';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The ledger's position today (principal, interest, charges and their total), with what the line
 * lends on it, as an overdraft does (docs/decisions/0018-overdraft-books.md): the balance, all of
 * it, is what is used; available is the drawing power (at most the limit) less the balance, the
 * shortfall the balance above the drawing power, so repaying the shortfall cures it whatever the
 * repayment pays first. A line that is not active lends nothing.
 */
export function owedOf(customer: DemoCustomer, now = new Date()) {
  const position = positionOf(customer, now);
  const loan = customer.loan;
  if (!loan) return { ...position, available: 0, shortfall: 0 };
  const power = Math.min(loan.total_credit_amount, loan.drawing_power ?? loan.total_credit_amount);
  return {
    ...position,
    available: loan.credit_status === 'ACTIVE' ? round2(Math.max(0, power - position.total)) : 0,
    shortfall:
      loan.drawing_power === undefined
        ? 0
        : round2(Math.max(0, position.total - loan.drawing_power)),
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

/** The ledger's balance at the end of each day up to today (0 before the line): what was owed. */
export function balanceByDay(customer: DemoCustomer, now = new Date()) {
  const ends = new Map<string, number>();
  for (const entry of ledgerOf(customer, now))
    ends.set(entry.posted_at.slice(0, 10), entry.balance);
  const days = [...ends.keys()];
  const first = days[0];
  return (day: string) => {
    if (first === undefined || day < first) return 0;
    for (let d = day; d >= first; d = addDays(d, -1)) {
      const balance = ends.get(d);
      if (balance !== undefined) return balance;
    }
    return 0;
  };
}
