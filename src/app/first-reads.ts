import { createQueryClient } from '@/lib/query/query-client';
import { collateralRequestsQuery } from '@/loan/api/collateral-requests';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { keepFirstCache } from '@/session/first-cache';
import { profileQuery } from '@/session/api/profile';

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
  keepFirstCache(token, client);
}
