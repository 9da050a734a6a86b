import { useQuery } from '@tanstack/react-query';
import { collateralRequestsQuery, isOpen } from './api/collateral-requests';
import { loanDetailsQuery } from './api/loan-details';
import { collateralOf } from './collateral-rules';

/** A pledge under way that cures the shortfall: its units and the lender's due date. */
export type CureInProgress = { units: number; dueAt: string };

/**
 * A pledge under way while the loan is in shortfall: the banner and collateral health say it will
 * cover it instead of asking for another.
 */
export function useCureInProgress(): CureInProgress | undefined {
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
