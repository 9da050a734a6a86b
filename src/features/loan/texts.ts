import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';
import type { Health } from './collateral-rules';
import type { CollateralRequest } from './api/collateral';

type Kind = CollateralRequest['kind'];
type RequestStatus = CollateralRequest['status'];

const healthWords: Record<Health, string> = {
  Healthy: 'Healthy',
  'Close to your limit': 'Close to your limit',
  'Margin shortfall': 'Margin shortfall',
};

const kindWords: Record<Kind, string> = {
  RELEASE: 'Release units',
  PLEDGE: 'Pledge more',
  CLOSE: 'Close credit line',
};

const requestStatusWords: Record<RequestStatus, string> = {
  RECEIVED: 'Received',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
};

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
  OTHER: 'Document',
};

/**
 * My Loan Profile's information tab, and what the collateral pages share with it (the health in
 * words, the kinds of request); Hindi in texts.hi.ts.
 */
const en = {
  title: 'My Loan Profile',
  loanInformation: 'Loan Information',
  transactions: 'Transactions',
  loadingLoan: 'Loading loan details',
  noActiveLoan: 'There is no active loan',
  noLoanYet:
    'Your credit line will show here once it is open. See what your mutual funds and stocks can get you first.',
  checkBorrow: 'Check how much you can borrow',
  status: 'Status',
  lender: 'Lender',
  processingCharges: 'Processing charges',
  // Credit summary
  yourCreditLine: 'Your credit line',
  withdrawOrRepay: 'Withdraw or repay',
  availableToWithdraw: 'Available to withdraw',
  fundsAllow: (amount: string) => `Your pledged funds allow ${amount} now`,
  used: 'Used (principal outstanding)',
  totalLimit: 'Total credit limit',
  creditUsed: 'Credit used',
  usedOf: (used: string, total: string) => `${used} used of ${total}`,
  inUse: (percent: number) => `${percent}% of your limit is in use.`,
  interestDue: 'Interest due',
  dueBy: (date: string) => `by ${date}`,
  interestRate: 'Interest rate',
  perYear: (rate: string) => `${rate} p.a.`,
  apr: (rate: string) => `APR ${rate}, all charges included`,
  renewalDate: 'Renewal date',
  // Collateral health
  collateralHealth: 'Collateral health',
  health: (health: Health) => healthWords[health],
  pledgedValue: 'Pledged value',
  drawingPower: 'Drawing power',
  usedShort: 'Used',
  loanToValue: 'Loan-to-value',
  cap: (percent: string) => `Cap ${percent}`,
  ofCap: (percent: string) => ` of a ${percent} cap`,
  aboveDrawingPower: (amount: string, date: string | undefined) =>
    `Your loan is ${amount} above your drawing power${date ? `; bring it back by ${date}.` : '.'}`,
  // Pledged funds
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
  kind: (kind: Kind) => kindWords[kind],
  requestStatus: (status: RequestStatus) => requestStatusWords[status],
  requests: 'Requests',
  noRequests: 'Requests to release units, pledge more or close the line show here.',
  allPledgedFunds: 'All pledged funds',
  unitsOf: (units: string, scheme: ReactNode): ReactNode[] => [units, ' units of ', scheme],
  requested: (when: string) => `Requested ${when}`,
  dueByWhen: (when: string) => ` · Due by ${when}`,
  completedWhen: (when: string) => ` · Completed ${when}`,
  reason: 'Reason:',
  // Documents
  yourDocuments: 'Your loan documents',
  documentsFailed: 'Failed to load your documents.',
  documentType: (type: string) => documentTypes[type] ?? 'Document',
  issued: (date: string) => `Issued ${date}`,
  opensNewTab: '(opens in a new tab)',
};
export type LoanTexts = typeof en;
export const loanTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
