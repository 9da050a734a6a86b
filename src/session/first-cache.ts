import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';

/** The cache a visit's session began with before React rendered (app/first-reads.ts fills it). */
let first: { token: string; client: QueryClient } | undefined;

/** Keeps the cache the first reads of the session `token` names went into. */
export function keepFirstCache(token: string, client: QueryClient): void {
  first = { token, client };
}

/** The cache of the session `token` names: the one its first reads went into, or a new one. */
export function sessionCache(token: string | undefined): QueryClient {
  return token !== undefined && first?.token === token ? first.client : createQueryClient();
}
