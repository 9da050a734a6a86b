import type { AxiosRequestConfig } from 'axios';
import { EARLY_READS_GLOBAL } from '@/config/constants';
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
type Sent = { token: string; language: string; answers: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What the HTML left, checked before it is trusted (plain checks: zod's would add to /login). */
function readSent(): Sent | null {
  const value: unknown = Reflect.get(globalThis, EARLY_READS_GLOBAL);
  return isRecord(value) &&
    typeof value.token === 'string' &&
    typeof value.language === 'string' &&
    isRecord(value.answers)
    ? { token: value.token, language: value.language, answers: value.answers }
    : null;
}

/** Whether the page's HTML sent the first reads (a production build, with a session, online). */
export const earlyReadsSent = (): boolean => readSent() !== null;

/**
 * What the HTML's read of `config` brought: its body to parse; 'none' when the HTML sent no such
 * read; 'missed' when it did and its answer is not to be handed on (the call is then the first
 * page's, made at once).
 */
export async function takeEarlyRead(
  config: AxiosRequestConfig,
): Promise<{ body: unknown } | 'none' | 'missed'> {
  const sent = readSent();
  const plainRead =
    (config.method ?? 'get').toLowerCase() === 'get' &&
    config.baseURL === undefined &&
    config.params === undefined &&
    config.headers === undefined;
  if (!sent || !plainRead || config.url === undefined || !(config.url in sent.answers)) {
    return 'none';
  }
  const answer = sent.answers[config.url];
  // Taken once: a later call of the same read (a refresh, Try Again) is made as any other.
  Reflect.deleteProperty(sent.answers, config.url);
  if (sent.token !== readToken() || sent.language !== languageTag(getLocale())) return 'missed';
  const taken: unknown = await answer;
  if (taken === 'timeout') throw apiErrorFrom(0, undefined);
  return isRecord(taken) && 'body' in taken ? { body: taken.body } : 'missed';
}
