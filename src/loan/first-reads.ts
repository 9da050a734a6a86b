import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';
import { profileQuery } from '@/session/api/profile';
import { collateralRequestsQuery } from './api/collateral-requests';
import { loanDetailsQuery } from './api/loan-details';

/** The cache a visit's session began with before React rendered (see startFirstReads). */
let first: { token: string; client: QueryClient } | undefined;

/**
 * A visit with a session: every signed-in page shows once the loan and its requests have been
 * read, so they, and the profile the top bar names, are asked for as soon as the app starts,
 * while the page's code is still arriving, into the cache the session then uses
 * (docs/performance.md#signed-in-pages).
 */
export function startFirstReads(token: string): void {
  const client = createQueryClient();
  void client.prefetchQuery(loanDetailsQuery);
  void client.prefetchQuery(collateralRequestsQuery);
  void client.prefetchQuery(profileQuery);
  first = { token, client };
}

/** The cache of the session `token` names: the one its first reads went into, or a new one. */
export function sessionCache(token: string | undefined): QueryClient {
  return token !== undefined && first?.token === token ? first.client : createQueryClient();
}
