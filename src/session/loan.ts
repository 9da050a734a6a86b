import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getLoanDetails, isActiveLine } from './api/loan-details';

/**
 * The root of every key of the loan's data: its details here (the shell's alerts, the home page,
 * the loan and credit-line pages read them), its transactions and documents in the loan feature.
 */
export const loanKey = ['loan'] as const;

/** The notifications' key: the server writes one for each withdrawal and repayment. */
export const notificationsKey = ['notifications'] as const;

export const loanDetailsQuery = queryOptions({
  queryKey: [...loanKey, 'details'],
  queryFn: getLoanDetails,
  // Money moves outside this tab too (the lender's app, a bank's page): coming back to it shows
  // the loan as it is now, however recently it was read.
  refetchOnWindowFocus: 'always',
});

/**
 * After money moved: what the loan shows and the notifications the server wrote about it. The
 * loan's queries not on screen are read again when they next show.
 */
export function refreshAfterMoneyMoved(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: loanKey, refetchType: 'none' });
  void client.invalidateQueries({ queryKey: notificationsKey });
}

/**
 * Whether the customer's line is active: undefined while the loan is first being read, false when
 * it cannot be.
 */
export function useActiveLine(): boolean | undefined {
  const read = useQuery({ ...loanDetailsQuery, select: isActiveLine });
  if (read.isPending && read.fetchStatus === 'fetching') return undefined;
  return read.data === true;
}
