import type { Transaction } from './api/transactions';

export type Tone = 'green' | 'yellow' | 'grey';

/**
 * The event badge: SUCCESSFUL green, INITIATED yellow, anything else grey
 * (docs/product.md#transactions).
 */
export function badgeTone(eventType: string): Tone {
  if (eventType.endsWith('SUCCESSFUL')) return 'green';
  if (eventType.endsWith('INITIATED')) return 'yellow';
  return 'grey';
}

export type Status = 'SUCCESSFUL' | 'INITIATED' | 'FAILED';

/**
 * Whether the money moved (docs/product.md#transactions): the server's status, else the event
 * type's suffix; a suffix other than SUCCESSFUL or INITIATED did not move money, so it counts as
 * failed.
 */
export function statusOf(tx: Transaction): Status {
  const tone = badgeTone(tx.status ?? tx.event_type);
  return tone === 'green' ? 'SUCCESSFUL' : tone === 'yellow' ? 'INITIATED' : 'FAILED';
}

/** The CSV statement's words: it stays English in either language (screens and the PDF use the catalogue). */
export const STATUS_WORDS: Record<Status, string> = {
  SUCCESSFUL: 'Successful',
  INITIATED: 'Initiated',
  FAILED: 'Failed',
};

export function isRepayment(tx: Transaction): boolean {
  return tx.event_type.includes('REPAYMENT');
}

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
