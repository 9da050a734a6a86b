import type { UseQueryResult } from '@tanstack/react-query';

export type Loadable<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'error'; data?: undefined; retry: () => void }
  | { status: 'ready'; data: T };

/**
 * What a screen shows for a query: its data (cached data shows at once, and stays while it is
 * revalidated, or when a quiet refresh fails), a failure with a way to try again, or progress,
 * also while that retry runs.
 */
export function loadable<T>(query: UseQueryResult<T>): Loadable<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError && !query.isFetching) {
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
