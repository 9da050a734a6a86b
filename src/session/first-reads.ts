import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';
import { collateralRequestsQuery } from './api/collateral-requests';
import { loanDetailsQuery } from './loan';
import { profileQuery } from './profile';

let started: { token: string; client: QueryClient } | undefined;

/**
 * At a page load with a session: the reads every signed-in page waits for before it shows (the
 * loan, its requests, the profile) start beside the page's code instead of after its first
 * render, into the cache the session's scope then takes (docs/performance.md#first-reads).
 */
export function startFirstReads(token: string): void {
  const client = createQueryClient();
  void client.prefetchQuery(loanDetailsQuery);
  void client.prefetchQuery(collateralRequestsQuery);
  void client.prefetchQuery(profileQuery);
  started = { token, client };
}

/**
 * The cache the first reads went into, for the scope of the session they were made for, once; a
 * session that is not theirs (another sign-in meanwhile) starts empty and they are forgotten.
 */
export function takeFirstReads(token: string): QueryClient | undefined {
  const reads = started;
  started = undefined;
  if (reads?.token === token) return reads.client;
  reads?.client.clear();
  return undefined;
}
