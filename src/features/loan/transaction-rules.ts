import type { Transaction } from './api/loan';

export type Tone = 'green' | 'yellow' | 'grey';

/** The event badge: SUCCESSFUL green, INITIATED yellow, anything else grey (spec §4). */
export function badgeTone(eventType: string): Tone {
  if (eventType.endsWith('SUCCESSFUL')) return 'green';
  if (eventType.endsWith('INITIATED')) return 'yellow';
  return 'grey';
}

export type Outcome = 'moved' | 'pending' | 'failed';

/**
 * Whether the money moved: only a successful event moved it; an initiated one may still, and
 * anything else did not (contracts §8: those never look like money that moved).
 */
export function outcomeOf(tx: Transaction): Outcome {
  const tone = badgeTone(tx.status ?? tx.event_type);
  return tone === 'green' ? 'moved' : tone === 'yellow' ? 'pending' : 'failed';
}

export const isRepayment = (tx: Transaction) => tx.event_type.includes('REPAYMENT');

/** The money the event moved: the repayment for repayments, else the withdrawal. */
export function amountOf(tx: Transaction): number | undefined {
  const details = tx.event_details;
  return isRepayment(tx) ? details.repayment_amount : details.withdrawal_amount;
}

/** 'WITHDRAWAL_SUCCESSFUL' -> 'Withdrawal successful'. */
export function eventLabel(eventType: string): string {
  const words = eventType.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function newestFirst(transactions: Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
