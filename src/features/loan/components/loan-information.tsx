import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { loanWords } from '@/loan/texts';
import { useQuery } from '@tanstack/react-query';
import { loadable } from '@/lib/query/loadable';
import { loanDetailsQuery, type LoanDetails } from '@/loan/api/loan-details';
import type { LineClose } from '@/loan/line-close';
import { loanTexts } from '../texts';
import { cardSurface } from '@/components/ui/section-card';
import { Notice } from '@/components/ui/notice';

/** Not an error: a customer who has not drawn a credit line yet is on the way to one. */
function NoLoanYet() {
  const t = useTexts(loanTexts);
  return (
    <div className={`p-8 text-center ${cardSurface}`}>
      <p className="text-lg font-semibold text-slate-900">{t.noActiveLoan}</p>
      <p className="mt-1 text-slate-600">{t.noLoanYet}</p>
      <Link to={paths.home} className={buttonClass('primary', 'mt-5')}>
        {t.checkBorrow}
      </Link>
    </div>
  );
}

/**
 * The 'Loan Information' tab's frame: the loan's loading, failure and not-yet states, its status
 * line, then the sections the page composes for a loan it has (docs/architecture.md, "/loan").
 */
export function LoanInformation({
  close,
  children,
}: {
  /** The close under way (its due date) or done (its day), as the requests tell it. */
  close: LineClose;
  children: (loan: LoanDetails) => ReactNode;
}) {
  const loan = loadable(useQuery(loanDetailsQuery));
  const t = useTexts(loanTexts);
  const words = useTexts(loanWords);
  if (loan.status === 'loading') return <Skeleton rows={3} label={t.loadingLoan} />;
  // A failed read is not 'no loan' (that is a 404, answered as null): the loan is still there.
  if (loan.status === 'error')
    return <LoadError message={words.couldNotLoad} onRetry={loan.retry} />;
  const details = loan.data;
  if (!details) return <NoLoanYet />;
  // The server says ACTIVE until the lender has closed it; the portal knows a close is under way.
  const status =
    details.credit_status === 'ACTIVE' && close.closing
      ? 'CLOSING'
      : details.credit_status || 'UNKNOWN';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600">{t.status}</span>
        {/* The server's status code as the spec fixes it in English; in the portal's words in Hindi. */}
        <span translate="no" className="contents">
          <Badge tone={status === 'ACTIVE' ? 'green' : status === 'CLOSING' ? 'yellow' : 'red'}>
            {t.creditStatus(status)}
          </Badge>
        </span>
        {details.lender_name ? (
          <span className="text-sm text-slate-600">
            {t.lender}{' '}
            <strong translate="no" className="text-slate-900">
              {details.lender_name}
            </strong>
          </span>
        ) : null}
        {details.processing_charges !== undefined ? (
          <span className="text-sm text-slate-600">
            {t.processingCharges}{' '}
            <strong className="text-slate-900">{formatRupees(details.processing_charges)}</strong>
          </span>
        ) : null}
      </div>
      {status === 'CLOSED' ? (
        <Notice title={t.closedTitle}>
          {close.closedOn ? `${t.closedOn(formatDate(close.closedOn))} ` : null}
          {t.closedBody}
        </Notice>
      ) : close.closing ? (
        <Notice title={t.closingTitle}>
          {t.closingBody(close.closingDue ? formatDateTime(close.closingDue) : undefined)}
        </Notice>
      ) : null}
      {children(details)}
    </div>
  );
}
