import { LazyPart, preloadPart } from '@/components/ui/lazy-part';
import { AutopayNotLoaded } from '@/features/autopay/components/autopay-not-loaded';
import {
  CloseLineAction,
  CollateralActions,
} from '@/features/collateral/components/collateral-requests';
import { DrawingPowerNotLoaded } from '@/features/drawing-power/components/drawing-power-not-loaded';
import { CollateralHealth } from '@/features/loan/components/collateral-health';
import { CreditSummary } from '@/features/loan/components/credit-summary';
import { LoanDocuments } from '@/features/loan/components/loan-documents';
import { LoanInformation } from '@/features/loan/components/loan-information';
import { PledgedFunds } from '@/features/loan/components/pledged-funds';
import { useAfterFrame } from '@/lib/use-after-frame';
import { useLineClose } from '@/loan/line-close';
import { NoDuesPart } from './no-dues-part';

/**
 * Drawing power over time: its own chunk (its chart, table and texts, about 4 kB gzip), below the
 * fold, asked for when the tab's first frame is drawn (docs/performance.md). If it cannot arrive
 * (offline), the section says so with Try Again; the rest of the tab stays.
 */
const loadDrawingPower = () =>
  import('@/features/drawing-power/components/drawing-power-section').then(
    (module) => module.DrawingPowerSection,
  );

/** Interest autopay, under the interest due: its own chunk too, asked for the same way. */
const loadAutopay = () =>
  import('@/features/autopay/components/autopay-section').then((module) => module.AutopaySection);
preloadPart(loadAutopay);

/**
 * /loan's 'Loan Information' tab: the loan overview's sections and the collateral changes beside
 * them, in the order a borrower reads them. Features never import each other, so the page puts
 * them together here (docs/architecture.md, "/loan").
 */
export function LoanInformationTab() {
  const close = useLineClose();
  // The first frame draws what the first screen shows; the sections below it, and their reads,
  // come once it is drawn (docs/performance.md#signed-in-pages).
  const belowTheFold = useAfterFrame();
  return (
    <LoanInformation close={close}>
      {(loan) =>
        // A closed line keeps its requests and documents; its limit and health are gone.
        loan.credit_status === 'CLOSED' ? (
          <>
            <CollateralActions loan={loan} />
            <LoanDocuments made={{ NO_DUES_CERTIFICATE: <NoDuesPart /> }} />
          </>
        ) : (
          <>
            <CreditSummary loan={loan} closing={close.closing} />
            <LazyPart
              load={loadAutopay}
              failed={AutopayNotLoaded}
              fallback={null}
              props={{ loan }}
            />
            <CollateralHealth loan={loan} />
            {belowTheFold ? (
              <>
                <LazyPart load={loadDrawingPower} failed={DrawingPowerNotLoaded} fallback={null} />
                <PledgedFunds items={loan.pledged_portfolio_items} releasing={close.closing} />
                <CollateralActions loan={loan} />
                <LoanDocuments />
                <CloseLineAction loan={loan} />
              </>
            ) : null}
          </>
        )
      }
    </LoanInformation>
  );
}
