import { defineTexts } from '@/lib/i18n/texts';

/**
 * The Statements tab and the PDFs it makes, in the language on screen (docs/product.md#statements);
 * the CSV's header stays English. Hindi in texts.hi.ts.
 */
const en = {
  accountStatement: 'Statement of account',
  period: 'Period',
  thisFinancialYear: 'This financial year',
  lastFinancialYear: 'Last financial year',
  customDates: 'Custom dates',
  from: 'From',
  to: 'To',
  tooLong: 'Choose at most 12 months',
  reversed: 'The start date must be on or before the end date',
  future: 'The end date cannot be after today',
  missing: 'Choose both dates',
  loading: 'Loading your statement',
  failed: 'We could not load your statement. Please try again.',
  noLoan: 'There is no active loan',
  notAddingUp: 'These figures do not add up. Please contact us before relying on this statement.',
  loanAccountNumber: 'Loan account number',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  totalDebits: 'Total debits',
  totalCredits: 'Total credits',
  date: 'Date',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  balanceAfter: (amount: string) => `Balance ${amount}`,
  entries: 'Entries',
  noEntries: 'No entries in this period.',
  download: 'Download',
  csv: 'CSV',
  pdf: 'PDF',
  pdfFailed: 'We could not make the PDF. Please try again.',
  interestCertificates: 'Interest certificates',
  certificatesFailed: 'We could not load your interest certificates.',
  financialYear: (label: string) => `FY ${label}`,
  interestCharged: 'Interest charged',
  interestPaid: 'Interest paid',
  provisional: 'Provisional',
  downloadCertificate: (year: string) => `Download the interest certificate for FY ${year}`,
  // The PDFs
  customer: 'Customer',
  lender: 'Lender',
  periodOf: (from: string, to: string) => `${from} to ${to}`,
  generated: (time: string) => `Generated on ${time} IST`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  interestCertificate: 'Interest certificate',
  pan: 'PAN',
  penalCharges: 'Penal charges',
  principalRepaid: 'Principal repaid',
  issuedOn: 'Issued on',
  provisionalNote: 'Provisional: the financial year is not over',
  computerGenerated: 'This is a computer-generated certificate and needs no signature.',
  // The no-dues certificate of a closed line
  noDuesCertificate: 'No dues certificate',
  downloadNoDues: 'Download the no dues certificate',
  preparing: 'Preparing…',
  closedOn: 'Closed on',
  noDuesStatement: (lender: string, customer: string, account: string, day: string) =>
    `${lender} confirms that ${customer} owes nothing on loan account ${account}. The credit line was closed on ${day}.`,
  releasedFunds: 'Funds released from the pledge',
  fund: 'Fund',
  folio: 'Folio',
  units: 'Units',
};

export type StatementTexts = typeof en;

export const statementTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
