import { useQuery } from '@tanstack/react-query';
import { isActiveLine, loanDetailsQuery } from './api/loan-details';
import { collateralRequestsQuery, isOpen, type CollateralRequest } from './api/collateral-requests';

/**
 * The line's close, as its requests tell it: a close under way (with the lender's due date when
 * sent), or the day a close completed (docs/product.md#a-line-being-closed).
 */
export type LineClose = { closing: boolean; closingDue?: string; closedOn?: string };

export function lineCloseOf(requests: CollateralRequest[] | null | undefined): LineClose {
  const closes = (requests ?? []).filter((r) => r.kind === 'CLOSE');
  const open = closes.find(isOpen);
  if (open) return { closing: true, closingDue: open.due_at || undefined };
  const done = closes.find((r) => r.status === 'COMPLETED');
  return { closing: false, closedOn: done?.completed_at || undefined };
}

export function useLineClose(): LineClose {
  return lineCloseOf(useQuery(collateralRequestsQuery).data);
}

/**
 * Whether the customer may draw on the line now: it is active and no close is under way. Undefined
 * while the loan or the requests are first being read (both are asked for at once); a failed read
 * of the requests counts as no close (the lender still refuses a withdrawal then).
 */
export function useDrawableLine(): boolean | undefined {
  const active = useQuery({ ...loanDetailsQuery, select: isActiveLine });
  const closing = useQuery({
    ...collateralRequestsQuery,
    select: (requests) => lineCloseOf(requests).closing,
  });
  const firstRead = (read: { isPending: boolean; fetchStatus: string }) =>
    read.isPending && read.fetchStatus === 'fetching';
  if (firstRead(active) || firstRead(closing)) return undefined;
  return active.data === true && closing.data !== true;
}
