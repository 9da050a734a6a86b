import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { closureQuoteQuery, type ClosureQuote } from '@/loan/api/closure-quote';
import type { LoanDetails } from '@/loan/api/loan-details';
import { RepaymentTiming } from '@/loan/repayment-timing';
import { pledgedPositions } from './collateral-change-rules';
import { ChangeHeading, RequestDone, useLineToChange } from './components/change-page';
import { ConfirmChange } from './components/confirm-change';
import { useCollateralChange } from './use-collateral-change';
import { changeTexts } from './change-texts';

export function CloseRoute() {
  const t = useTexts(changeTexts);
  const line = useLineToChange();
  return (
    <>
      <ChangeHeading title={t.kind('CLOSE')} />
      {line.loan ? <CloseLine loan={line.loan} /> : line.instead}
    </>
  );
}

function CloseLine({ loan }: { loan: LoanDetails }) {
  const quote = loadable(useQuery(closureQuoteQuery));
  const t = useTexts(changeTexts);
  if (quote.status === 'loading') return <Skeleton rows={2} label={t.loadingQuote} />;
  if (quote.status === 'error' || quote.data === null)
    return (
      <LoadError
        message={t.quoteFailed}
        onRetry={quote.status === 'error' ? quote.retry : undefined}
      />
    );
  return <CloseWithQuote loan={loan} quote={quote.data} />;
}

function CloseWithQuote({ loan, quote }: { loan: LoanDetails; quote: ClosureQuote }) {
  const confirmed = useCollateralChange();
  const funds = pledgedPositions(loan);
  const t = useTexts(changeTexts);
  if (confirmed.step.at === 'done')
    return (
      <RequestDone request={confirmed.step.result}>
        <p className="mt-3 font-medium">{t.beingReleased}</p>
        <ul className="mt-1 list-disc pl-5 break-words">
          {funds.map((fund) => (
            <li key={`${fund.isin_no}|${fund.folio_no}`}>
              {t.unitsOf(
                formatNumber(fund.units),
                <span key="scheme" translate="no">
                  {fund.scheme_name}
                </span>,
              )}
            </li>
          ))}
        </ul>
      </RequestDone>
    );
  const owed = quote.total_payable > 0;
  return (
    <div className="space-y-6">
      <SectionCard title={t.toClose} stacked={false}>
        <dl className="mt-3 divide-y divide-slate-100">
          <Line label={t.principal} value={quote.principal_outstanding} />
          <Line label={t.interestAccrued} value={quote.interest_accrued} />
          <Line label={t.charges} value={quote.charges} />
          <Line label={t.totalPayable} value={quote.total_payable} strong />
        </dl>
        {quote.valid_until ? (
          <p className="mt-2 text-sm text-slate-600">
            {t.validUntil(formatDate(quote.valid_until))}
          </p>
        ) : null}
        <p className="mt-3 text-slate-700">{owed ? t.repayFirst : t.oweNothing}</p>
      </SectionCard>
      {owed ? (
        <>
          <Link to={paths.loanApply} className={buttonClass('primary', 'w-full sm:w-auto')}>
            {t.repayToClose(formatRupees(quote.total_payable))}
          </Link>
          <RepaymentTiming className="text-slate-600" />
        </>
      ) : (
        <ConfirmChange
          confirmed={confirmed}
          change={{ kind: 'CLOSE', items: [] }}
          askLabel={t.closeLine}
          backLabel={t.cancel}
        />
      )}
    </div>
  );
}

function Line({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-900'}`}>
        {formatRupees(value)}
      </dd>
    </div>
  );
}
