import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/lib/api-error';
import { onConnection } from '@/lib/online';
import { notify } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `inlineError`: the screen shows this mutation's failure itself, so no toast. */
    mutationMeta: { inlineError?: boolean };
    /** `toastError`: a failed read of this query is a toast too (a screen shows the rest). */
    queryMeta: { toastError?: boolean };
  }
}

/** Data counts as fresh this long: going back to a page or a tab shows it without a request. */
export const STALE_TIME_MS = 60_000;

/**
 * The server-state cache of one session (see SessionScope). Reads fail once, without retries, so
 * a failure shows at once with its own 'Try again'; they refresh quietly when stale and the tab
 * regains focus. One error policy for changes: an ApiError becomes a toast, unless the screen
 * shows it inline.
 */
const toastFor = (error: Error) =>
  notify.error(error instanceof ApiError ? errorMessage(error) : error.message);

/**
 * TanStack Query hears the connection come back a moment after the browser says so, as the error
 * screens do (`onConnection`): reads asked for again at the first 'online' often failed once more.
 */
function followConnection(): void {
  onlineManager.setEventListener((setOnline) =>
    onConnection(
      () => setOnline(true),
      () => setOnline(false),
    ),
  );
}

export function createQueryClient(): QueryClient {
  followConnection();
  return new QueryClient({
    // Changes are never retried: TanStack Query's default for mutations.
    // 'always': a call made offline runs and fails at once with the offline message (see
    // request), where TanStack Query would hold it paused, and the page loading, until the
    // connection came back. The reads on screen are read again when it comes back (with
    // 'always', TanStack Query would not: it must be asked).
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: STALE_TIME_MS,
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { networkMode: 'always' },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.toastError) toastFor(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.inlineError) toastFor(error);
      },
    }),
  });
}
