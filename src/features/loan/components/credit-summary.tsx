import { Link } from 'react-router-dom';
import { Figure } from '@/components/ui/figure';
import { cardClass } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { formatDate, formatPercent, formatRupeesOrDash } from '@/lib/format';
import { isActiveLine, type LoanDetails } from '@/session/api/loan-details';
import { collateralOf } from '../collateral-rules';

/**
 * Total, used and available credit as one bar, read at a glance. When the drawing power (what the
 * pledged funds allow now) is below the limit, it says so: that is why less is available than
 * the limit leaves, and a loan in shortfall never looks healthy here.
 */
export function CreditSummary({ loan }: { loan: LoanDetails }) {
  const total = loan.total_credit_amount ?? 0;
  const used = loan.principal_outstanding_amount ?? 0;
  const usedShare = total > 0 ? Math.min(100, Math.max(0, (used / total) * 100)) : 0;
  const { drawingPower, health } = collateralOf(loan);
  const limited = drawingPower !== undefined && drawingPower < total;
  const bar =
    health === 'Margin shortfall'
      ? 'bg-red-700'
      : health === 'Close to your limit'
        ? 'bg-amber-600'
        : 'bg-brand-700';
  return (
    <section aria-labelledby="credit-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="credit-heading" className="text-lg font-semibold text-slate-900">
          Your credit line
        </h2>
        {isActiveLine(loan) ? (
          <Link to={paths.loanApply} className={buttonClass('primary')}>
            Withdraw or repay
          </Link>
        ) : null}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Figure
          label="Available to withdraw"
          value={formatRupeesOrDash(loan.available_credit_amount)}
          note={
            limited ? `Your pledged funds allow ${formatRupeesOrDash(drawingPower)} now` : undefined
          }
          strong
        />
        <Figure
          label="Used (principal outstanding)"
          value={formatRupeesOrDash(loan.principal_outstanding_amount)}
        />
        <Figure label="Total credit limit" value={formatRupeesOrDash(loan.total_credit_amount)} />
      </dl>
      <div
        role="meter"
        aria-label="Credit used"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={used}
        aria-valuetext={`${formatRupeesOrDash(used)} used of ${formatRupeesOrDash(total)}`}
        className="mt-5 h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div className={`h-full rounded-full ${bar}`} style={{ width: `${usedShare}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {Math.round(usedShare)}% of your limit is in use.
      </p>
      <dl className="mt-5 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-3">
        <Figure
          label="Interest due"
          value={formatRupeesOrDash(loan.interest_due_amount)}
          note={loan.interest_due_date ? `by ${formatDate(loan.interest_due_date)}` : undefined}
        />
        <Figure
          label="Interest rate"
          value={
            loan.current_applicable_interest_rate === undefined
              ? '—'
              : `${formatPercent(loan.current_applicable_interest_rate)} p.a.`
          }
          note={
            loan.annual_percentage_rate === undefined
              ? undefined
              : `APR ${formatPercent(loan.annual_percentage_rate)}, all charges included`
          }
        />
        <Figure
          label="Renewal date"
          value={loan.renewal_date ? formatDate(loan.renewal_date) : '—'}
        />
      </dl>
    </section>
  );
}
