import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { formatRupeesOrDash } from '@/lib/format';
import type { LoanDetails } from '@/session/api/loan-details';

/**
 * The hero's other half for a customer who has a line: her own figures where others see the
 * example, on every screen size (what she can draw matters more on a phone than a picture does).
 */
export function YourCreditLine({ loan }: { loan: LoanDetails }) {
  const limit = loan.total_credit_amount ?? 0;
  const used = loan.principal_outstanding_amount ?? 0;
  const usedShare = limit > 0 ? Math.min(100, Math.max(0, (used / limit) * 100)) : 0;
  return (
    <section aria-labelledby="your-credit-line" className="mt-10 lg:mt-0">
      <div className="mx-auto max-w-sm rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <h2
          id="your-credit-line"
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          Your credit line
        </h2>
        <p className="mt-2 text-3xl font-bold text-slate-900">
          {formatRupeesOrDash(loan.available_credit_amount)}
        </p>
        <p className="text-sm text-slate-600">available to withdraw</p>
        <div
          role="meter"
          aria-label="Credit used"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={used}
          aria-valuetext={`${formatRupeesOrDash(used)} used of ${formatRupeesOrDash(limit)}`}
          className="mt-5 h-3 overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${usedShare}%` }} />
        </div>
        <p className="mt-2 flex justify-between gap-4 text-xs text-slate-600">
          <span>{formatRupeesOrDash(loan.principal_outstanding_amount)} used</span>
          <span>limit {formatRupeesOrDash(loan.total_credit_amount)}</span>
        </p>
        <Link to={paths.loan} className={buttonClass('secondary', 'mt-5 w-full')}>
          View my loan
        </Link>
      </div>
    </section>
  );
}
