import { csvFile } from '@/lib/csv';
import { dayOf } from '@/lib/ist';
import type { AccountStatement } from './api/statements';
import type { Period } from './period-rules';
import type { StatementTexts } from './texts';

/** Word for word: machines read it, in every language (docs/product.md#statements). */
export const ACCOUNT_CSV_HEADER =
  'Date,Description,Debit (INR),Credit (INR),Balance (INR),Reference';

/** 'account-statement-2026-04-01-to-2026-11-24.pdf' for the period asked for. */
export const accountStatementName = (period: Period, extension: 'csv' | 'pdf') =>
  `account-statement-${period.from}-to-${period.to}.${extension}`;

/** 'interest-certificate-FY2025-26.pdf'. */
export const certificateName = (financialYear: string) =>
  `interest-certificate-FY${financialYear}.pdf`;

/** 'no-dues-certificate-2026-11-28.pdf': the Indian day the line closed. */
export const noDuesName = (closedOn: string) =>
  `no-dues-certificate-${dayOf(closedOn) ?? 'closed'}.pdf`;

/** 'DD-MM-YYYY' of the Indian day a server's date names, or '' when it names none. */
export function csvDate(value: string): string {
  const day = dayOf(value);
  return day ? day.split('-').reverse().join('-') : '';
}

const plain = (amount: number) => amount.toFixed(2);

/**
 * The statement as CSV: an opening balance row first and a closing balance row last (their
 * balance only), named in the language on screen as its entries are ('Opening balance',
 * 'शुरुआती बकाया'; the header stays English), each entry's cells between; every text cell
 * hardened against formulas.
 */
export function accountStatementCsv(
  statement: AccountStatement,
  period: Period,
  t: Pick<StatementTexts, 'openingBalance' | 'closingBalance'>,
): string {
  return csvFile(ACCOUNT_CSV_HEADER, [
    [csvDate(period.from), t.openingBalance, '', '', plain(statement.opening_balance), ''],
    ...statement.entries.map((entry) => [
      csvDate(entry.posted_at),
      entry.description,
      plain(entry.debit),
      plain(entry.credit),
      plain(entry.balance),
      entry.reference,
    ]),
    [csvDate(period.to), t.closingBalance, '', '', plain(statement.closing_balance), ''],
  ]);
}
