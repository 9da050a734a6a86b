import { formatDate, formatRupees } from '@/lib/format';
import { daysBetween, istDay } from '@/lib/ist';
import { textsNow } from '@/lib/i18n/texts';
import { loanWords } from './texts';
import type { LoanDetails } from './api/loan-details';

/** The interest banner shows from this many days before the due date. */
const INTEREST_NOTICE_DAYS = 7;

export type InterestNotice = { kind: 'due' | 'overdue'; amount: number; date: string };

/**
 * Interest that falls due within a week (counted in Indian days) or has fallen due; nothing when
 * none is due or its date cannot be read.
 */
export function interestNotice(loan: LoanDetails, now: Date): InterestNotice | undefined {
  const amount = loan.interest_due_amount;
  const date = loan.interest_due_date;
  const days = daysBetween(istDay(now), date);
  if (amount === undefined || amount <= 0 || days === undefined || days > INTEREST_NOTICE_DAYS) {
    return undefined;
  }
  return { kind: days < 0 ? 'overdue' : 'due', amount, date };
}

/**
 * The sentence the home and loan pages' banner and the credit line's page both show, in the
 * language on screen (the shell has its Hindi in before any page shows).
 */
export function interestMessage({ kind, amount, date }: InterestNotice): string {
  const t = textsNow(loanWords);
  return (kind === 'due' ? t.interestDue : t.interestWasDue)(
    formatRupees(amount),
    formatDate(date),
  );
}

/**
 * 'Pay now' opens the credit line with this in the history entry's state, so that page says which
 * interest is to be paid (the link stays /loan/apply, and a reload keeps the state).
 */
export const payInterestState = { pay: 'interest' } as const;

export function isPayingInterest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'pay' in state && state.pay === 'interest';
}
