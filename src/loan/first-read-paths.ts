/**
 * The calls of the first reads (./first-reads.ts: the loan, its requests, the profile), which the
 * entry sends as it runs, before their queries' code has arrived (src/lib/early-reads.ts). A unit
 * test keeps the two alike.
 */
export const FIRST_READ_PATHS = ['/loan/details', '/loan/collateral-requests', '/auth/profile'];
