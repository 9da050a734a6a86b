import { defineTexts } from '@/lib/i18n/texts';
import { eventLabel, type Status } from './transaction-rules';

const statusWords: Record<Status, string> = {
  SUCCESSFUL: 'Successful',
  INITIATED: 'Initiated',
  FAILED: 'Failed',
};

/**
 * The Transactions tab (its filters, totals, rows, details, the statement's buttons and its PDF,
 * which is in the language on screen; the CSV stays English, machines read it). Hindi in
 * transaction-texts.hi.ts.
 */
const en = {
  loading: 'Loading transactions',
  failed: 'Failed to load transactions. Please try again later.',
  none: 'No transactions found.',
  totals: 'Totals',
  transactions: 'Transactions',
  withdrawn: 'Withdrawn',
  repaid: 'Repaid',
  noMatch: 'No transactions match these filters.',
  clearFilters: 'Clear filters',
  pages: 'Transaction pages',
  newer: 'Newer',
  older: 'Older',
  range: (first: number, last: number, count: string) => `${first}–${last} of ${count}`,
  // Filters
  filter: 'Filter transactions',
  type: 'Type',
  status: 'Status',
  period: 'Period',
  all: 'All',
  withdrawals: 'Withdrawals',
  repayments: 'Repayments',
  allTime: 'All time',
  thisMonth: 'This month',
  lastThreeMonths: 'Last 3 months',
  thisFinancialYear: 'This financial year',
  customDates: 'Custom dates',
  from: 'From',
  to: 'To',
  reversed: 'The start date is after the end date.',
  statusWord: (status: Status) => statusWords[status],
  // A row and its details
  repayment: 'Repayment',
  withdrawal: 'Withdrawal',
  /** The event's badge; undefined for an event the portal does not know (shown as sent). */
  event: (eventType: string): string | undefined => eventLabel(eventType),
  repaidAmount: 'Repaid ',
  withdrawnAmount: 'Withdrawn ',
  pending: 'Pending ',
  notRepaid: 'Not repaid ',
  notWithdrawn: 'Not withdrawn ',
  repaymentDetails: 'Repayment details',
  withdrawalDetails: 'Withdrawal details',
  close: 'Close',
  dateAndTime: 'Date and time',
  inIst: (when: string) => `${when} IST`,
  amount: 'Amount',
  bank: 'Bank',
  accountEnding: 'Account ending',
  reference: 'Reference',
  failureReason: 'Failure reason',
  // The statement
  downloadStatement: 'Download statement',
  csv: 'CSV',
  pdf: 'PDF',
  preparing: 'Preparing…',
  pdfFailed: 'Could not make the PDF. Please try again.',
  // The PDF statement (docs/product.md#statement)
  statementTitle: 'Statement of transactions',
  statementFileTitle: (from: string, to: string) => `Statement ${from} to ${to}`,
  customerIs: (name: string) => `Customer: ${name}`,
  periodIs: (from: string, to: string) => `Period: ${from} to ${to}`,
  statementOfFilters: (filters: string) => `Statement of transactions: ${filters}`,
  generatedAt: (when: string) => `Generated on ${when} IST`,
  dateIst: 'Date (IST)',
  amountInr: 'Amount (INR)',
  account: 'Account',
  noTransactions: 'No transactions in this period.',
  totalWithdrawn: (amount: string) => `Total withdrawn (successful): INR ${amount}`,
  totalRepaid: (amount: string) => `Total repaid (successful): INR ${amount}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
export type TransactionTexts = typeof en;
export const transactionTexts = defineTexts(en, import.meta.glob('./transaction-texts.*.ts'));
