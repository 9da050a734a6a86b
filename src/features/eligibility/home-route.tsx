import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLineClose } from '@/loan/line-close';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { BorrowingCalculator } from '@/components/calculator/borrowing-calculator';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n/texts';
import { useAfterFrame } from '@/lib/use-after-frame';
import { ClosedLineNext } from './components/closed-line-next';
import { EligibilityDialog } from './components/eligibility-dialog';
import { HeroCreditLine } from './components/hero-credit-line';
import { ClosingCta, FeatureCards, WhyChooseUs } from './components/marketing';
import { OutcomeModals } from './components/outcome-modals';
import { RedirectOverlay } from './components/redirect-overlay';
import { eligibilityTexts } from './texts';
import { useEligibility } from './use-eligibility';

/**
 * Home. `noDues` is a closed line's certificate control, which the page that puts features
 * together gives (src/app/home-route.tsx): features never import each other.
 */
export function HomeRoute({ noDues }: { noDues?: ReactNode }) {
  const t = useTexts(eligibilityTexts);
  const eligibility = useEligibility();
  const belowTheFold = useAfterFrame();
  // Whether the customer has a line (undefined until known): 'null' is none.
  const loan = useQuery({
    ...loanDetailsQuery,
    select: (details) =>
      details
        ? { status: details.credit_status, available: details.available_credit_amount }
        : null,
  });
  const line = loan.data;
  // The pitch is for a newcomer alone: a loan that could not be read says so instead (the hero).
  const pitched = line === null;
  // A closed line's home says so, and what to do next, instead of selling (walk 28 Nov, polish 1).
  const closed = line?.status === 'CLOSED';
  // A line being closed or closed, or with nothing left to draw (a shortfall), offers no 'Get Cash'.
  const closing = useLineClose().closing;
  const offered =
    line?.status !== 'CLOSED' &&
    !closing &&
    !(line?.available !== undefined && line.available <= 0);
  const action = (variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      className="w-full px-8 text-base sm:w-auto sm:min-w-64"
      busy={eligibility.busy}
      onClick={eligibility.press}
    >
      {eligibility.label}
    </Button>
  );

  return (
    <>
      <section
        className={`rounded-2xl bg-gradient-to-br from-brand-50 via-white to-amber-50 px-6 py-10 ring-1 ring-slate-200 sm:px-10 sm:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-x-12 ${closed ? 'lg:gap-y-6 lg:*:nth-2:row-span-2 lg:*:nth-2:self-center' : 'lg:items-center lg:gap-y-12'}`}
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t.eyebrow}
          </p>
          <h1 className="mt-2 max-w-2xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {closed ? t.closedHeading : t.title}
          </h1>
          {/* A borrower's line is beside the heading instead of the pitch. */}
          {pitched ? <p className="mt-4 max-w-xl text-lg text-slate-700">{t.lead}</p> : null}
          {offered ? <div className="mt-8">{action('primary')}</div> : null}
          {pitched ? <p className="mt-4 text-sm text-slate-600">{t.heroRates}</p> : null}
        </div>
        <HeroCreditLine noDues={noDues} />
        {/* After the card on a phone (the certificate first), under the heading on a desktop. */}
        {closed ? <ClosedLineNext /> : null}
      </section>
      {/* Below the fold: drawn once the first frame is, so the hero's paint waits for none of it. */}
      {belowTheFold ? (
        <>
          {closed ? null : (
            <>
              <FeatureCards />
              <WhyChooseUs />
            </>
          )}
          <BorrowingCalculator className="mt-12" />
          {/* A call to borrow, where borrowing is offered. */}
          {offered ? <ClosingCta action={action('secondary')} /> : null}
        </>
      ) : null}
      <EligibilityDialog
        url={eligibility.widget.inlineUrl}
        iframe={eligibility.widget.iframe}
        onClose={eligibility.widget.dismiss}
      />
      <OutcomeModals
        modal={eligibility.modal}
        onClose={eligibility.closeModal}
        onContinue={eligibility.continueToEmail}
      />
      {eligibility.redirecting ? <RedirectOverlay /> : null}
    </>
  );
}
