import { LazyPart, preloadPart } from '@/components/ui/lazy-part';
import { LoadError } from '@/components/ui/load-error';
import { AutopayNotLoaded } from '@/features/autopay/components/autopay-not-loaded';
import { DrawingPowerNotLoaded } from '@/features/drawing-power/components/drawing-power-not-loaded';
import { CollateralHealth } from '@/features/loan/components/collateral-health';
import { CreditSummary } from '@/features/loan/components/credit-summary';
import { LoanInformation } from '@/features/loan/components/loan-information';
import { useTexts } from '@/lib/i18n/texts';
import { useAfterFrame } from '@/lib/use-after-frame';
import { useLineClose } from '@/loan/line-close';
import { appTexts } from '../texts';

/**
 * Drawing power over time: its own chunk (its chart, table and texts, about 4 kB gzip), below the
 * fold, asked for once the tab's first frame is on screen (useAfterFrame; docs/performance.md).
 * If it cannot arrive (offline), the section says so with Try Again; the rest of the tab stays.
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
 * The sections after drawing power (the funds, the collateral changes, the documents, closing
 * the line), and a closed line's requests and documents: one chunk of their own, asked for when
 * they first render, so the tab's first frame waits for none of their code. A closed line's page
 * (rare) shows its status first and its documents a round trip later; every open line's first
 * screen would otherwise wait for their code
 * (docs/performance.md#loans-sections-below-the-fold-in-a-chunk-of-their-own-2026-11-30).
 */
const later = () => import('./information-later');
const loadOpenLineLater = () => later().then((module) => module.OpenLineLater);
const loadClosedLineSections = () => later().then((module) => module.ClosedLineSections);

/** Those sections, when their code did not arrive: a way to ask for it again. */
function LaterNotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(appTexts);
  return <LoadError message={t.restNotLoaded} onRetry={onRetry} />;
}

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
        loan.credit_status === 'CLOSED' ? (
          <LazyPart
            load={loadClosedLineSections}
            failed={LaterNotLoaded}
            fallback={null}
            props={{ loan }}
          />
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
                <LazyPart
                  load={loadOpenLineLater}
                  failed={LaterNotLoaded}
                  fallback={null}
                  props={{ loan, releasing: close.closing }}
                />
              </>
            ) : null}
          </>
        )
      }
    </LoanInformation>
  );
}
