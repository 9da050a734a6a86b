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

/** Bidi controls could make a cell read differently from what it holds; NUL cuts it short. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/**
 * What a spreadsheet may run as a formula: a first non-space character of = + - @, in ASCII or
 * fullwidth (some spreadsheets fold ＝ to =), or a tab or carriage return.
 */
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/**
 * A cell as CSV: without hidden controls; prefixed with an apostrophe when a spreadsheet would
 * run it (a bank name from the server is not ours to trust), so it stays text; quoted when it
 * holds a comma, quote or line break.
 */
function csvCell(value: string): string {
  const shown = value.replace(HIDDEN, '');
  const formula = FORMULA.test(shown) && !/^-?\d+(\.\d+)?$/.test(shown);
  const safe = formula ? `'${shown}` : shown;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Tells spreadsheets the file is UTF-8, or they read ₹ and names outside English as symbols. */
const BOM = '\uFEFF';

/** The CSV statement of these rows (UTF-8 with a BOM, CRLF lines as RFC 4180 has them). */
export function statementCsv(rows: Row[]): string {
  const lines = [CSV_HEADER, ...rows.map((row) => statementCells(row).map(csvCell).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
