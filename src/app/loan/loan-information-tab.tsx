import { Suspense } from 'react';
import {
  CloseLineAction,
  CollateralActions,
} from '@/features/collateral/components/collateral-requests';
import { CollateralHealth } from '@/features/loan/components/collateral-health';
import { CreditSummary } from '@/features/loan/components/credit-summary';
import { LoanDocuments } from '@/features/loan/components/loan-documents';
import { LoanInformation } from '@/features/loan/components/loan-information';
import { PledgedFunds } from '@/features/loan/components/pledged-funds';
import { useLineClose } from '@/session/line-close';
import { lazyComponent } from '../lazy-component';

/**
 * Drawing power over time: its own chunk (its chart, table and texts, about 4 kB gzip), asked for
 * as soon as this tab's code runs, so it is in by the time the loan is (docs/performance.md).
 */
const DrawingPowerSection = lazyComponent(
  () => import('@/features/drawing-power/components/drawing-power-section'),
  'DrawingPowerSection',
);
void DrawingPowerSection.preload();

/**
 * /loan's 'Loan Information' tab: the loan overview's sections and the collateral changes beside
 * them, in the order a borrower reads them. Features never import each other, so the page puts
 * them together here (docs/architecture.md, "/loan").
 */
export function LoanInformationTab() {
  const close = useLineClose();
  return (
    <LoanInformation close={close}>
      {(loan) =>
        // A closed line keeps its requests and documents; its limit and health are gone.
        loan.credit_status === 'CLOSED' ? (
          <>
            <CollateralActions loan={loan} />
            <LoanDocuments />
          </>
        ) : (
          <>
            <CreditSummary loan={loan} closing={close.closing} />
            <CollateralHealth loan={loan} />
            <Suspense fallback={null}>
              <DrawingPowerSection />
            </Suspense>
            <PledgedFunds items={loan.pledged_portfolio_items} releasing={close.closing} />
            <CollateralActions loan={loan} />
            <LoanDocuments />
            <CloseLineAction loan={loan} />
          </>
        )
      }
    </LoanInformation>
  );
}
