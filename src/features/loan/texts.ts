import { defineTexts } from '@/lib/i18n/texts';

const fundTypes: Record<string, string> = {
  EQUITY: 'Equity',
  DEBT: 'Debt',
  HYBRID: 'Hybrid',
  OTHER: 'Other',
};

const documentTypes: Record<string, string> = {
  KFS: 'Key Fact Statement',
  SANCTION_LETTER: 'Sanction letter',
  LOAN_AGREEMENT: 'Loan agreement',
  NO_DUES_CERTIFICATE: 'No dues certificate',
  OTHER: 'Document',
};

/**
 * The loan overview on My Loan Profile's information tab: the credit line, its collateral health,
 * the pledged funds and the documents; Hindi in texts.hi.ts. The health in words is the session's
 * (the collateral pages show it too).
 */
const en = {
  loadingLoan: 'Loading loan details',
  noActiveLoan: 'There is no active loan',
  noLoanYet:
    'Your credit line will show here once it is open. See what your mutual funds and stocks can get you first.',
  checkBorrow: 'Check how much you can borrow',
  status: 'Status',
  /** The server's status code ('ACTIVE', 'CLOSED'): in English as sent, as the spec fixes it. */
  creditStatus: (status: string) => status,
  lender: 'Lender',
  processingCharges: 'Processing charges',
  // Credit summary
  yourCreditLine: 'Your credit line',
  withdrawOrRepay: 'Withdraw or repay',
  availableToWithdraw: 'Available to withdraw',
  fundsAllow: (amount: string) => `Your pledged funds allow ${amount} now`,
  noneWhileClosing: 'None while your credit line is closing',
  used: 'Used (interest and charges included)',
  totalLimit: 'Total credit limit',
  creditUsed: 'Credit used',
  usedOf: (used: string, total: string) => `${used} used of ${total}`,
  inUse: (percent: number) => `${percent}% of your limit is in use.`,
  interestDue: 'Interest due',
  dueBy: (date: string) => `by ${date}`,
  closingToday: (amount: string) =>
    `Closing your credit line today would take ${amount}: the principal, interest and charges together.`,
  interestRate: 'Interest rate',
  perYear: (rate: string) => `${rate} p.a.`,
  apr: (rate: string) => `APR ${rate}, all charges included`,
  renewalDate: 'Renewal date',
  // Collateral health
  collateralHealth: 'Collateral health',
  pledgedValue: 'Pledged value',
  drawingPower: 'Drawing power',
  usedShort: 'Used',
  aboveDrawingPower: (amount: string, date: string | undefined) =>
    `Your loan is ${amount} above your drawing power${date ? `; bring it back by ${date}.` : '.'}`,
  // Pledged funds
  pledgeWillCover: (units: string, date: string) =>
    `Your pledge of ${units} units will cover this; due ${date}.`,
  pledgedFunds: 'Pledged funds',
  noFundsPledged: 'No funds are pledged.',
  scheme: 'Scheme',
  folioNumber: 'Folio number',
  type: 'Type',
  fundType: (type: string) => fundTypes[type],
  units: 'Units',
  nav: 'NAV',
  navOn: (date: string) => `on ${date}`,
  marketValue: 'Market value',
  ltvCap: 'LTV cap',
  isin: 'ISIN',
  // Collateral requests
  // A line that is closing or closed
  closingTitle: 'Your credit line is closing',
  closingBody: (date: string | undefined) =>
    `All your pledged funds are being released${date ? ` (due ${date})` : ''}. No withdrawals, releases or pledges can be made until then.`,
  beingReleased: 'Being released',
  closedTitle: 'Your credit line is closed',
  closedOn: (date: string) => `Closed on ${date}. Your pledged funds have been released.`,
  closedBody: 'Your documents and statements stay here.',
  // Documents
  yourDocuments: 'Your loan documents',
  documentsFailed: 'Failed to load your documents.',
  documentType: (type: string) => documentTypes[type] ?? 'Document',
  issued: (date: string) => `Issued ${date}`,
  opensNewTab: '(opens in a new tab)',
};
export type LoanTexts = typeof en;
export const loanTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
