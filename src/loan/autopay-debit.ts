import type { Mandate } from './api/mandate';

const HOUR_MS = 3_600_000;
/** How long before an autopay debit the interest banner says it is coming instead of 'Pay now'. */
const NOTICE_MS = 24 * HOUR_MS;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ComingDebit = { amount: number; date: string; bank: string; last4: string };

/**
 * The debit an active mandate makes within 24 h of `now` (docs/product.md#interest-autopay), or
 * undefined. A debit dated with a day alone may come at any time of that Indian day: from 24 h
 * before the day begins until it ends. One with a time: from 24 h before it until then.
 */
export function debitComing(
  mandate: Mandate | null | undefined,
  now: Date,
): ComingDebit | undefined {
  const debit = mandate?.status === 'ACTIVE' ? mandate.next_debit : undefined;
  if (!mandate || !debit) return undefined;
  const wholeDay = DAY.test(debit.date);
  const start = Date.parse(wholeDay ? `${debit.date}T00:00:00+05:30` : debit.date);
  const end = wholeDay ? start + 24 * HOUR_MS : start;
  const time = now.getTime();
  if (time < start - NOTICE_MS || time >= end) return undefined;
  return {
    amount: debit.amount,
    date: debit.date,
    bank: mandate.bank_name,
    last4: mandate.account_last4,
  };
}
