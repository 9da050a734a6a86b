/**
 * The calls of the first reads (./first-reads.ts: the loan, its requests, the profile), which the
 * page's HTML sends before any of its code has arrived (docs/performance.md#the-first-reads-sent-by-the-html).
 * A unit test keeps the two alike.
 */
export const FIRST_READ_PATHS = ['/loan/details', '/loan/collateral-requests', '/auth/profile'];
