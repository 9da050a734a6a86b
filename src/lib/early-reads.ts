import type { AxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS } from '@/config/constants';
import { endpoint, getEnv } from '@/config/env';
import { apiErrorFrom } from './api-error';
import { BASE_HEADERS, portalHeaders } from './call-headers';
import { getLocale } from './i18n/locale';
import { isOffline } from './online';
import { requestGate } from './request-gate';
import { readToken } from './auth-token';

/**
 * The reads a signed-in visit's first page waits for, sent by the entry as it runs, before the
 * api client (axios) and the page's code have arrived (docs/performance.md#signed-in-pages). Each
 * answer is kept for the first `request` of the same read, which parses it as it parses any
 * answer, with the read's own schema: the page draws from it with no second call.
 *
 * Only a read that arrived, with a 2xx answer, is handed on. Any other outcome leaves the read to
 * the api client, which makes the call again and handles its failure as every call's (an
 * unauthorized answer ends the session, a 404 is the server's 'none'), except a read that ran out
 * of time: it fails as a call that runs out of time does, after the same 10 s
 * (API_TIMEOUT_MS, counted from its start), instead of starting another 10 s.
 */
type EarlyRead = {
  /** The session and the language it was sent for: another's answer is not handed on. */
  token: string;
  locale: string;
  /** The answer, or undefined for a read the api client makes again. */
  answer: Promise<Answer | undefined>;
};

/** An answer's body, as the api client hands on `response.data`. */
type Answer = { body: unknown };

const TIMED_OUT = Symbol('timed out');

const sent = new Map<string, EarlyRead>();

/**
 * Reads each path (as `request` names it, under the API's base address) at once, with what the
 * api client would send: the same headers, no cookies, the same time limit. Sent after whatever
 * holds every call (the demo backend starting, ./request-gate.ts), as the api client's calls are.
 */
export function sendEarlyReads(paths: readonly string[]): void {
  const token = readToken();
  if (!token || isOffline()) return;
  for (const path of paths) {
    const answer = read(path);
    // One that runs out of time with no page left to take it is no error of the page's.
    answer.catch(() => undefined);
    sent.set(path, { token, locale: getLocale(), answer });
  }
}

async function read(path: string): Promise<Answer | undefined> {
  await requestGate();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMED_OUT), API_TIMEOUT_MS);
  try {
    const url = endpoint(getEnv().VITE_API_BASE_URL, path);
    const response = await fetch(url, {
      headers: { ...BASE_HEADERS, ...portalHeaders(new URL(url), path) },
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok ? { body: await response.json() } : undefined;
  } catch {
    if (controller.signal.reason === TIMED_OUT) throw apiErrorFrom(0, undefined);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The early answer to the read `config` makes, taken once: its body to parse, undefined when
 * there is none to hand on (no such read, another session's or language's, a failed one), or a
 * rejection when it ran out of time.
 */
export async function takeEarlyRead(config: AxiosRequestConfig): Promise<Answer | undefined> {
  const plainRead =
    (config.method ?? 'get').toLowerCase() === 'get' &&
    config.baseURL === undefined &&
    config.params === undefined &&
    config.headers === undefined;
  if (!plainRead || config.url === undefined) return;
  const early = sent.get(config.url);
  if (!early) return;
  sent.delete(config.url);
  if (early.token !== readToken() || early.locale !== getLocale()) return;
  return early.answer;
}
