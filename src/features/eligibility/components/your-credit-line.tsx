import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { formatRupeesOrDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { LoanDetails } from '@/session/api/loan-details';
import { eligibilityTexts } from '../texts';
import { CreditMeter } from '@/session/credit-meter';

/**
 * The hero's other half for a customer who has a line: her own figures where others see the
 * example, on every screen size (what she can draw matters more on a phone than a picture does).
 */
export function YourCreditLine({ loan }: { loan: LoanDetails }) {
  const t = useTexts(eligibilityTexts);
  if (loan.credit_status === 'CLOSED') return <ClosedLine />;
  return (
    <section aria-labelledby="your-credit-line" className="mt-10 lg:mt-0">
      <div className="mx-auto max-w-sm rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <h2
          id="your-credit-line"
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t.yourCreditLine}
        </h2>
        <p className="mt-2 text-3xl font-bold text-slate-900">
          {formatRupeesOrDash(loan.available_credit_amount)}
        </p>
        <p className="text-sm text-slate-600">{t.availableToWithdraw}</p>
        <CreditMeter loan={loan} label={t.creditUsed} usedOf={t.usedOf} />
        <p className="mt-2 flex justify-between gap-4 text-xs text-slate-600">
          <span>{t.used(formatRupeesOrDash(loan.principal_outstanding_amount))}</span>
          <span>{t.limit(formatRupeesOrDash(loan.total_credit_amount))}</span>
        </p>
        <Link to={paths.loan} className={buttonClass('secondary', 'mt-5 w-full')}>
          {t.viewMyLoan}
        </Link>
      </div>
    </section>
  );
}

/** A closed line: no limit or figures to draw on, only where its papers are. */
function ClosedLine() {
  const t = useTexts(eligibilityTexts);
  return (
    <section aria-labelledby="your-credit-line" className="mt-10 lg:mt-0">
      <div className="mx-auto max-w-sm rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <h2
          id="your-credit-line"
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t.yourCreditLine}
        </h2>
        <p className="mt-2 text-3xl font-bold text-slate-900">{t.lineClosed}</p>
        <p className="mt-1 text-sm text-slate-600">{t.lineClosedNote}</p>
        <Link to={paths.loan} className={buttonClass('secondary', 'mt-5 w-full')}>
          {t.viewMyLoan}
        </Link>
      </div>
    </section>
  );
}
