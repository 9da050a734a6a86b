import type { Transaction } from './api/loan';

export type Tone = 'green' | 'yellow' | 'grey';

/** The event badge: SUCCESSFUL green, INITIATED yellow, anything else grey (spec §4). */
export function badgeTone(eventType: string): Tone {
  if (eventType.endsWith('SUCCESSFUL')) return 'green';
  if (eventType.endsWith('INITIATED')) return 'yellow';
  return 'grey';
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
