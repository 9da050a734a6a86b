import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Figure } from '@/components/ui/figure';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { formatDate, formatPercent, formatRupees, formatRupeesOrDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { closureQuoteQuery } from '@/loan/api/closure-quote';
import { isActiveLine, type LoanDetails } from '@/loan/api/loan-details';
import { collateralOf } from '@/loan/collateral-rules';
import { loanTexts } from '../texts';
import { CreditMeter, usedShareOf } from '@/loan/credit-meter';
import { RepaymentTiming } from '@/loan/repayment-timing';

/**
 * Total, used and available credit as one bar, read at a glance. When the drawing power (what the
 * pledged funds allow now) is below the limit, it says so: that is why less is available than
 * the limit leaves, and a loan in shortfall never looks healthy here.
 */
export function CreditSummary({ loan, closing }: { loan: LoanDetails; closing: boolean }) {
  const t = useTexts(loanTexts);
  const total = loan.total_credit_amount ?? 0;
  const { drawingPower, health } = collateralOf(loan);
  const limited = drawingPower !== undefined && drawingPower < total;
  // A line being closed lends no more (and owes nothing: a close needs that).
  const repayable = isActiveLine(loan) && !closing;
  const bar =
    health === 'Margin shortfall'
      ? 'bg-red-700'
      : health === 'Close to your limit'
        ? 'bg-amber-600'
        : 'bg-brand-700';
  return (
    <SectionCard
      title={t.yourCreditLine}
      stacked={false}
      aside={
        repayable ? (
          <Link to={paths.loanApply} className={buttonClass('primary')}>
            {t.withdrawOrRepay}
          </Link>
        ) : null
      }
    >
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {/* A line being closed has nothing to draw, whatever its figures say. */}
        <Figure
          label={t.availableToWithdraw}
          value={closing ? '—' : formatRupeesOrDash(loan.available_credit_amount)}
          note={
            closing
              ? t.noneWhileClosing
              : limited
                ? t.fundsAllow(formatRupeesOrDash(drawingPower))
                : undefined
          }
          strong
        />
        <Figure label={t.used} value={formatRupeesOrDash(loan.principal_outstanding_amount)} />
        <Figure label={t.totalLimit} value={formatRupeesOrDash(loan.total_credit_amount)} />
      </dl>
      <CreditMeter loan={loan} label={t.creditUsed} usedOf={t.usedOf} barClass={bar} />
      <p className="mt-2 text-sm text-slate-600">{t.inUse(Math.round(usedShareOf(loan)))}</p>
      <dl className="mt-5 grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-3">
        <Figure
          label={t.interestDue}
          value={formatRupeesOrDash(loan.interest_due_amount)}
          note={loan.interest_due_date ? t.dueBy(formatDate(loan.interest_due_date)) : undefined}
        />
        <Figure
          label={t.interestRate}
          value={
            loan.current_applicable_interest_rate === undefined
              ? '—'
              : t.perYear(formatPercent(loan.current_applicable_interest_rate))
          }
          note={
            loan.annual_percentage_rate === undefined
              ? undefined
              : t.apr(formatPercent(loan.annual_percentage_rate))
          }
        />
        <Figure
          label={t.renewalDate}
          value={loan.renewal_date ? formatDate(loan.renewal_date) : '—'}
        />
      </dl>
      {repayable ? <ClosingToday /> : null}
      {repayable ? <RepaymentTiming className="mt-5 text-slate-600" /> : null}
    </SectionCard>
  );
}

/**
 * How the figures above relate to the close quote: what closing today would take, principal,
 * interest and charges together (the statement's closing balance too). Nothing until it is read.
 */
function ClosingToday() {
  const t = useTexts(loanTexts);
  const total = useQuery(closureQuoteQuery).data?.total_payable;
  return total === undefined ? null : (
    <p className="mt-5 text-slate-700">{t.closingToday(formatRupees(total))}</p>
  );
}
