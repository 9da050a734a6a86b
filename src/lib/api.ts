import type { AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { OFFLINE_ERROR } from '@/config/constants';
import { ApiError } from './api-error';
import { takeEarlyRead } from './early-reads';
import { whenFirstPageDrawn } from './first-page';
import { isOffline } from './online';
import { report } from './report';
import { withoutHiddenInside } from './visible-text';

const loadClient = () => import('./api-client');

/**
 * The api client (axios) arrives once the first screen is drawn: its download and start never
 * hold back the first paint, and a call made earlier waits for it.
 */
let holdUntilFirstPage = true;
const loadClientAfterFirstPage = () =>
  holdUntilFirstPage ? whenFirstPageDrawn().then(loadClient) : loadClient();

/**
 * On a signed-in visit the first screen is index.html's loading screen, drawn before any code
 * ran, and every signed-in page shows only once the loan has been read: the calls are what its
 * first paint waits for, so they go at once (docs/performance.md#signed-in-pages), unless the
 * page's HTML has sent the first reads itself (./early-reads.ts).
 */
export function callsGoAtOnce(): void {
  holdUntilFirstPage = false;
}

/**
 * Fetches the api client early, so the first call does not wait for it. When it cannot arrive
 * (the connection is gone), the first call fetches it again and reports the failure.
 */
export function preloadApiClient(): void {
  loadClientAfterFirstPage().catch(() => undefined);
}

/**
 * The one way to call the server: sends `config` through the shared axios instance and parses
 * the body with `schema`. A body of the wrong shape is a failed call, like any other.
 * An `urgent` call is one the first screen itself waits for (the partner lookup behind the
 * full-screen spinner): it goes at once, as there is no page yet whose paint it could delay.
 */
export async function request<S extends z.ZodMiniType>(
  schema: S,
  config: AxiosRequestConfig,
  { urgent = false }: { urgent?: boolean } = {},
): Promise<z.output<S>> {
  // A first read the page's HTML sent already (./early-reads.ts), taken now, offline too.
  const taking = takeEarlyRead(config);
  if (isOffline()) {
    taking.catch(() => undefined);
    throw new ApiError(0, OFFLINE_ERROR);
  }
  const started = performance.now();
  try {
    // Its answer, when it parses, is this call's; otherwise the call is made as any other.
    const early = await taking;
    const earlyResult = early !== 'none' && 'body' in early ? parse(schema, early.body) : undefined;
    if (earlyResult?.success) return earlyResult.data;
    // A first read the HTML sent and could not bring is still what the first page waits for:
    // made at once, within what is left of its time.
    const again = early !== 'none' && 'againWithin' in early ? early.againWithin : undefined;
    const { api } = await (urgent || again ? loadClient() : loadClientAfterFirstPage());
    const response = await api.request<unknown>(again ? { ...config, timeout: again } : config);
    const result = parse(schema, response.data);
    if (!result.success) throw new ApiError(response.status);
    return result.data;
  } catch (error) {
    const failure = isOffline() && !answered(error) ? new ApiError(0, OFFLINE_ERROR) : error;
    // For the people who run the portal (telemetry): the call's shape, never its data.
    report({
      kind: 'call',
      method: config.method,
      url: config.url,
      status: failure instanceof ApiError ? failure.status : 0,
      duration: performance.now() - started,
    });
    throw failure;
  }
}

/** Bidi controls and other hidden characters never reach a screen (docs/architecture.md#server-text). */
const parse = <S extends z.ZodMiniType>(schema: S, body: unknown) =>
  schema.safeParse(withoutHiddenInside(body));

/**
 * The one place that decides a failure is the connection's: no answer came (the call, or the
 * api client's own code, failed on the way) while the browser says it is offline. A server's
 * answer stands whatever the connection says now.
 */
function answered(error: unknown): boolean {
  return error instanceof ApiError && error.status !== 0;
}

/**
 * A read whose resource a server may not have: its 404 is `absent` (null, an empty list), and
 * the screens hide or empty what needs it. Any other failure is a failure.
 */
export async function orAbsent<T, A = null>(read: () => Promise<T>, absent?: A): Promise<T | A> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return absent ?? (null as A);
    throw error;
  }
}
