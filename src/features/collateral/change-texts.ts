import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';
import type { CollateralRequest } from '@/loan/api/collateral-requests';

type Kind = CollateralRequest['kind'];
type RequestStatus = CollateralRequest['status'];

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

/**
 * The pages that change a line's collateral: release, pledge and close, their preview and code
 * step; Hindi in change-texts.hi.ts. A fund's name is the server's, so a message about one
 * fund takes it as a part of its own.
 */
const en = {
  backToLoan: 'Back to My Loan Profile',
  loadingLoan: 'Loading your loan',
  requestsFailed: 'Your requests could not be loaded',
  onlyActive: "Only an active credit line's collateral can be changed.",
  notOnline: 'Not available online yet',
  byPhone: 'Your lender takes this request by phone or email for now.',
  talkToUs: 'Talk to us',
  chooseFunds: 'Choose funds and units',
  requestReceived: 'Request received',
  received: (kind: string, reference: ReactNode, due: string): ReactNode[] => [
    `Your request ‘${kind}’ (reference `,
    reference,
    `) is received. It will be completed by ${due}.`,
  ],
  requestUnderWay: 'A request is under way',
  oneAtATime: 'You can make another request once this one is completed.',
  // Preview
  beforeAndAfter: 'Before and after',
  drawingPower: 'Drawing power',
  available: 'Available',
  overMaximum: 'Over the maximum',
  loanToValue: 'Loan-to-value',
  health: 'Health',
  after: ' after: ',
  now: 'Now',
  afterTitle: 'After',
  ltvNow: 'Loan-to-value now',
  ltvAfter: 'Loan-to-value after',
  // Units
  max: 'Max',
  enterUnits: 'Enter units like 120 or 1,250.5',
  // Release
  noFundsPledged: 'No funds are pledged.',
  nothingToRelease: 'No units can be released now',
  releaseInShortfall: (amount: string) =>
    `Your loan is ${amount} above what your pledged funds allow, so every pledged unit is needed. Once you repay it or pledge more, you can release units.`,
  releaseAtLimit:
    'What you owe needs every pledged unit now. Repay some of it and you can release units.',
  repayNow: 'Repay now',
  unitsToRelease: 'Units to release',
  releasable: (pledged: string, max: string, estimate: boolean) =>
    `${pledged} units pledged · up to ${max} can be released${estimate ? ' (our estimate)' : ''}`,
  releaseAtMost: (max: string, scheme: string) =>
    `You can release at most ${max} units of ${scheme}`,
  // Pledge
  loadingFunds: 'Loading your funds',
  fundsFailed: 'Your funds could not be loaded',
  noOtherFunds: 'You have no other funds to pledge',
  allPledged:
    'Every fund in your portfolio is pledged already. To pledge funds you hold elsewhere, talk to us.',
  noneEligible: 'None of your other funds can be pledged',
  noneEligibleWhy:
    'Your lender does not take them now; the reason is under each. To pledge funds you hold elsewhere, talk to us.',
  unitsToPledge: 'Units to pledge',
  youHold: (units: string, scheme: string) => `You hold ${units} units of ${scheme}`,
  held: (units: string, nav: string | undefined, lends: string | undefined) =>
    `${units} units held${nav === undefined ? '' : ` · NAV ${nav}`}${lends === undefined ? '' : ` · lends ${lends}`}`,
  cannotPledge: (reason: ReactNode): ReactNode[] => ['Cannot be pledged: ', reason],
  notAccepted: 'not accepted by your lender',
  cures: (cured: string, shortfall: string) => `Cures ${cured} of ${shortfall}`,
  stillDue: (head: string, remaining: string, by: string | undefined) =>
    `${head}: ${remaining} still due${by ? ` by ${by}` : ''}`,
  // Close
  loadingQuote: 'Loading the closure quote',
  quoteFailed: 'The closure quote could not be loaded',
  beingReleased: 'Being released:',
  unitsOf: (units: string, scheme: ReactNode): ReactNode[] => [units, ' units of ', scheme],
  toClose: 'To close your line',
  principal: 'Principal outstanding',
  interestAccrued: 'Interest accrued',
  charges: 'Charges',
  totalPayable: 'Total payable',
  validUntil: (date: string) => `Valid until ${date}`,
  repayFirst: 'Repay what you owe first; then you can close the line here.',
  oweNothing: 'You owe nothing. Closing the line releases all your pledged funds.',
  repayToClose: (amount: string) => `Repay ${amount} to close`,
  cancel: 'Cancel',
  closeLine: 'Close credit line',
  // The code step
  confirmWithPhone: 'Confirm with your phone',
  enterCode: 'Enter the code we sent to your registered phone.',
  phoneCode: 'Phone code',
  confirm: 'Confirm',
  continue: 'Continue',
  changeSelection: 'Change the selection',
  kind: (kind: Kind) => kindWords[kind],
  requestStatus: (status: RequestStatus) => requestStatusWords[status],
  requests: 'Requests',
  noRequests: 'Requests to release units, pledge more or close the line show here.',
  allPledgedFunds: 'All pledged funds',
  reference: (code: ReactNode): ReactNode[] => ['Reference ', code],
  isin: 'ISIN',
  requested: (when: string) => `Requested ${when}`,
  dueByWhen: (when: string) => ` · Due by ${when}`,
  completedWhen: (when: string) => ` · Completed ${when}`,
  reason: 'Reason:',
  noActiveLoan: 'There is no active loan',
};
export type ChangeTexts = typeof en;
export const changeTexts = defineTexts(en, import.meta.glob('./change-texts.*.ts'));
