import {
  CloseLineAction,
  CollateralActions,
} from '@/features/collateral/components/collateral-requests';
import { LoanDocuments } from '@/features/loan/components/loan-documents';
import { PledgedFunds } from '@/features/loan/components/pledged-funds';
import type { LoanDetails } from '@/loan/api/loan-details';
import { NoDuesPart } from './no-dues-part';

/**
 * The Loan Information tab's sections below the fold of an open line, after drawing power: its
 * own chunk, so the tab's first frame waits for none of their code (loan-information-tab.tsx).
 */
export function OpenLineLater({ loan, releasing }: { loan: LoanDetails; releasing: boolean }) {
  return (
    <>
      <PledgedFunds items={loan.pledged_portfolio_items} releasing={releasing} />
      <CollateralActions loan={loan} />
      <LoanDocuments />
      <CloseLineAction loan={loan} />
    </>
  );
}

/** A closed line keeps its requests and documents; its limit and health are gone. */
export function ClosedLineSections({ loan }: { loan: LoanDetails }) {
  return (
    <>
      <CollateralActions loan={loan} />
      <LoanDocuments made={{ NO_DUES_CERTIFICATE: <NoDuesPart /> }} />
    </>
  );
}
