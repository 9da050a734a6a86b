import type { QueryClient } from '@tanstack/react-query';

/**
 * The loan's keys, the one factory every feature's loan query names its key with (its details
 * here; its transactions, documents and collateral in their features). Invalidating `all` reads
 * every one of them again.
 */
export const loanKeys = {
  all: ['loan'] as const,
  details: () => [...loanKeys.all, 'details'] as const,
  transactions: () => [...loanKeys.all, 'transactions'] as const,
  documents: () => [...loanKeys.all, 'documents'] as const,
  collateralRequests: () => [...loanKeys.all, 'collateral-requests'] as const,
  holdings: () => [...loanKeys.all, 'holdings'] as const,
  closureQuote: () => [...loanKeys.all, 'closure-quote'] as const,
  statements: () => [...loanKeys.all, 'statements'] as const,
  drawingPowerHistory: (days: number) => [...loanKeys.all, 'drawing-power-history', days] as const,
  keyFacts: () => [...loanKeys.all, 'key-facts'] as const,
  mandate: () => [...loanKeys.all, 'mandate'] as const,
};

/** The notifications' key: the server writes one for each withdrawal and repayment. */
export const notificationsKey = ['notifications'] as const;

/**
 * After money moved: what the loan shows and the notifications the server wrote about it. The
 * loan's queries not on screen are read again when they next show.
 */
export function refreshAfterMoneyMoved(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: loanKeys.all, refetchType: 'none' });
  void client.invalidateQueries({ queryKey: notificationsKey });
}

/**
 * After the loan changed on the server (a collateral request made or completed): all of it is
 * read again, but for `except` (the query that noticed, which is being read now).
 */
export function refreshLoan(client: QueryClient, except?: readonly string[]): void {
  void client.invalidateQueries({
    queryKey: loanKeys.all,
    predicate: (query) => !except || query.queryKey.join('/') !== except.join('/'),
  });
}
