import type { AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { whenFirstPageDrawn } from './first-page';

/**
 * The api client (axios) arrives once the first screen is drawn: its download and start never
 * hold back the first paint, and a call made earlier waits for it.
 */
const loadClient = () => whenFirstPageDrawn().then(() => import('./api-client'));

/** Fetches the api client early, so the first call does not wait for it. */
export function preloadApiClient(): void {
  void loadClient();
}

/**
 * The one way to call the server: sends `config` through the shared axios instance and parses
 * the body with `schema`. A body of the wrong shape is a failed call, like any other.
 */
export async function request<S extends z.ZodMiniType>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<z.output<S>> {
  const { api } = await loadClient();
  const response = await api.request<unknown>(config);
  const result = schema.safeParse(response.data);
  if (!result.success) throw new ApiError(response.status);
  return result.data;
}
