import { csvFile } from '@/lib/csv';
import { istMinute } from '@/lib/ist';
import type { Row } from './transaction-filters';
import { STATUS_WORDS } from './transaction-rules';

/** Word for word: machines read it (docs/product.md#statement). */
export const CSV_HEADER = 'Date,Type,Status,Amount (INR),Bank,Account,Reference';

/** 'statement-2026-04-01-to-2027-03-31.csv' for the period the statement covers. */
export const statementName = (period: { from: string; to: string }, extension: 'csv' | 'pdf') =>
  `statement-${period.from}-to-${period.to}.${extension}`;

/** 'DD-MM-YYYY HH:mm' in India, or '' when the date cannot be read. */
export function statementDate(row: Row): string {
  if (Number.isNaN(row.time)) return '';
  const [day, time] = istMinute(new Date(row.time)).split(' ') as [string, string];
  return `${day.split('-').reverse().join('-')} ${time}`;
}

/** One statement line's cells, as text: what the CSV and the PDF both print. */
export function statementCells(row: Row): string[] {
  const { bank_name: bank, account_last_4_digits: last4 } = row.tx.event_details;
  return [
    statementDate(row),
    row.repayment ? 'Repayment' : 'Withdrawal',
    STATUS_WORDS[row.status],
    row.amount === undefined ? '' : row.amount.toFixed(2),
    bank,
    last4 ? `XXXX${last4}` : '',
    row.tx.reference,
  ];
}

/** The CSV statement of these rows. */
export function statementCsv(rows: Row[]): string {
  return csvFile(CSV_HEADER, rows.map(statementCells));
}
