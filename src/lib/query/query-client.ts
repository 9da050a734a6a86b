import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type Query,
  type QueryMeta,
} from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/lib/api-error';
import { onConnection } from '@/lib/online';
import { notify } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `inlineError`: the screen shows this mutation's failure itself, so no toast. */
    mutationMeta: { inlineError?: boolean };
    /**
     * `toastError`: a failed read of this query is a toast too (a screen shows the rest).
     * `serverWords`: its answer carries the server's own words (a message, a reason, a ledger
     * entry's description), written in the language the call asked for: a switch reads it again.
     * `onChange`: what a new answer, unlike the one before it, means for the rest of the cache
     * (set with `onAnswerChange`, in the query's own `api/` file).
     */
    queryMeta: {
      toastError?: boolean;
      serverWords?: boolean;
      onChange?: (client: QueryClient, before: unknown, after: unknown) => void;
    };
  }
}

/**
 * A read whose answer tells something about other reads (the loan changed: its other reads are
 * stale) says so in its options, beside its key, rather than in its query function or a screen's
 * effect (docs/architecture.md#writes). `effect` runs when an answer differs from the one before
 * it (TanStack Query keeps an unchanged answer the same object), never on the first.
 */
export function onAnswerChange<T>(
  effect: (client: QueryClient, before: T, after: T) => void,
): QueryMeta {
  // The cache holds only this query's own answers, which its query function parsed.
  return { onChange: (client, before, after) => effect(client, before as T, after as T) };
}

/**
 * Runs a query's `onChange` when a read brings an answer other than the one the query held as
 * the read began (however it got there). An unchanged answer is the object it was (structural
 * sharing), so equal answers change nothing.
 */
function followChanges(client: QueryClient): void {
  const before = new WeakMap<Query<unknown, unknown>, unknown>();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (action.type === 'fetch') before.set(query, query.state.data);
    if (action.type !== 'success' || action.manual) return;
    const had = before.get(query);
    const now = query.state.data;
    if (had !== undefined && had !== now) query.meta?.onChange?.(client, had, now);
  });
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
  const client = new QueryClient({
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
  followChanges(client);
  return client;
}
