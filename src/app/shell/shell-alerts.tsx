import { useQuery } from '@tanstack/react-query';
import { collateralRequestsQuery, isOpen } from '@/loan/api/collateral-requests';
import { LoanAlerts, type CureInProgress } from '@/loan/alerts/loan-alerts';
import { collateralOf } from '@/loan/collateral-rules';
import { loanDetailsQuery } from '@/loan/api/loan-details';

/**
 * A pledge under way while the loan is in shortfall: the banner says it will cover it instead of
 * asking for another.
 */
function useCureInProgress(): CureInProgress | undefined {
  const inShortfall =
    useQuery({
      ...loanDetailsQuery,
      select: (loan) => (loan ? collateralOf(loan).shortfall > 0 : false),
    }).data === true;
  const requests = useQuery(collateralRequestsQuery).data;
  const pledge = requests?.find((request) => request.kind === 'PLEDGE' && isOpen(request));
  if (!inShortfall || !pledge?.due_at) return undefined;
  return {
    units: pledge.items.reduce((sum, item) => sum + (item.units ?? 0), 0),
    dueAt: pledge.due_at,
  };
}

/**
 * The loan's banners over every signed-in page, with what the collateral requests add to them.
 * Its own chunk, loaded with the loan's details (the shell's first load stays as it was).
 */
export function ShellAlerts(props: { width: string; withInterest: boolean }) {
  return <LoanAlerts {...props} cure={useCureInProgress()} />;
}
