import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { useQuery } from '@tanstack/react-query';
import { loadable } from '@/session/server-state/loadable';
import { loanDetailsQuery } from '../api/loan';
import { CreditSummary } from './credit-summary';
import { PledgedFunds } from './pledged-funds';

export function LoanInformation() {
  const loan = loadable(useQuery(loanDetailsQuery));
  if (loan.status === 'loading') return <Skeleton rows={3} label="Loading loan details" />;
  if (loan.status === 'error')
    return <LoadError message="There is no active loan" onRetry={loan.retry} />;
  const details = loan.data;
  const status = details.credit_status || 'UNKNOWN';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600">Status</span>
        <Badge tone={status === 'ACTIVE' ? 'green' : 'red'}>{status}</Badge>
        {details.pledged_portfolio_amount !== undefined ? (
          <span className="text-sm text-slate-600">
            Pledged portfolio value{' '}
            <strong className="text-slate-900">
              {formatRupees(details.pledged_portfolio_amount)}
            </strong>
          </span>
        ) : null}
        {details.processing_charges !== undefined ? (
          <span className="text-sm text-slate-600">
            Processing charges{' '}
            <strong className="text-slate-900">{formatRupees(details.processing_charges)}</strong>
          </span>
        ) : null}
      </div>
      <CreditSummary loan={details} />
      <PledgedFunds items={details.pledged_portfolio_items} />
    </div>
  );
}
