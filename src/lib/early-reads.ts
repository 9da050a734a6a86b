import type { AxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS, EARLY_READS_GLOBAL } from '@/config/constants';
import { apiErrorFrom } from './api-error';
import { readToken } from './auth-token';
import { getLocale, languageTag } from './i18n/locale';

/**
 * The answers of the reads the page's HTML sent before its code arrived (scripts/early-reads.mjs;
 * docs/performance.md#the-first-reads-sent-by-the-html). Each is handed, once, to the app's first
 * call of the same read, which parses it with the read's own schema as any answer. A read sent
 * for another session or in another language is not handed on, nor one that failed: the app makes
 * it again, and handles its failure as every call's. One that ran out of time fails as a call that
 * runs out of time does, after the same 10 s counted from when it was sent.
 */
type Sent = {
  token: string;
  language: string;
  /** When the reads were sent (`performance.now()`, the page's clock). */
  sentAt: number;
  answers: Record<string, unknown>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What the HTML left, checked before it is trusted (plain checks: zod's would add to /login). */
function readSent(): Sent | null {
  const value: unknown = Reflect.get(globalThis, EARLY_READS_GLOBAL);
  return isRecord(value) &&
    typeof value.token === 'string' &&
    typeof value.language === 'string' &&
    typeof value.sentAt === 'number' &&
    isRecord(value.answers)
    ? (value as Sent)
    : null;
}

/** Whether the page's HTML sent the first reads (a production build, with a session, online). */
export const earlyReadsSent = (): boolean => readSent() !== null;

/**
 * What the HTML's read of `config` brought: its body to parse; 'none' when the HTML sent no such
 * read; or, when it did and its answer is not to be handed on, the time left of the call's 10 s
 * for the call made again, at once (it is still what the first page waits for).
 */
export type EarlyRead = { body: unknown } | 'none' | { againWithin: number };

/**
 * Takes the HTML's answer to `config` at once, as it is called (a read is taken once: a later
 * call of it, a refresh or Try Again, is made as any other), and gives what it brought when it
 * has arrived. With the last answer taken, nothing of the HTML's reads, their token included,
 * stays on the page.
 */
export function takeEarlyRead(config: AxiosRequestConfig): Promise<EarlyRead> {
  const sent = readSent();
  const plainRead =
    (config.method ?? 'get').toLowerCase() === 'get' &&
    config.baseURL === undefined &&
    config.params === undefined &&
    config.headers === undefined;
  if (!sent || !plainRead || config.url === undefined || !Object.hasOwn(sent.answers, config.url)) {
    return Promise.resolve('none');
  }
  const answer = sent.answers[config.url];
  Reflect.deleteProperty(sent.answers, config.url);
  if (Object.keys(sent.answers).length === 0)
    Reflect.deleteProperty(globalThis, EARLY_READS_GLOBAL);
  if (sent.token !== readToken() || sent.language !== languageTag(getLocale())) {
    return Promise.resolve({ againWithin: API_TIMEOUT_MS });
  }
  return Promise.resolve(answer).then((taken: unknown) => {
    if (taken === 'timeout') throw apiErrorFrom(0, undefined);
    if (isRecord(taken) && 'body' in taken) return { body: taken.body };
    // A failed read is made again within what is left of its 10 s, not 10 s more.
    return { againWithin: Math.max(API_TIMEOUT_MS - (performance.now() - sent.sentAt), 1) };
  });
}
