import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { recordOf } from '@/lib/schema';
import { COUNTRY_CODE, SDK_INIT_TIMEOUT_MS, SDK_SESSION_TTL_S } from '@/config/constants';
import { endpoint, getEnv, resolveUrl } from '@/config/env';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { textsNow } from '@/lib/i18n/texts';
import { eligibilityTexts, type EligibilityTexts } from '../texts';

export type SdkSession = {
  sessionId: string;
  themeConfig: Record<string, unknown>;
  partnerName: string;
  partnerId: string;
};

const initSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  themeConfig: recordOf(z.unknown()),
  partnerName: z.optional(z.string()),
  partnerId: z.optional(z.union([z.string(), z.number()])),
});

/** Why the eligibility SDK could not start. */
export type SdkProblem =
  | { kind: 'configuration' }
  | { kind: 'init'; status: number; message: string }
  | { kind: 'invalid-answer' };

/** What a problem says to the person, in the language of `t` (the status and message as sent). */
export function sdkProblemText(problem: SdkProblem, t: EligibilityTexts): string {
  switch (problem.kind) {
    case 'configuration':
      return t.missingConfiguration;
    case 'init':
      return t.failedToInitializeWith(problem.status, problem.message);
    case 'invalid-answer':
      return t.invalidInitAnswer;
  }
}

/**
 * Its message is written in the language of the moment it fails (the query's toast shows it
 * then); a later toast writes the problem again in the language on screen then.
 */
export class SdkError extends Error {
  override name = 'SdkError';
  constructor(readonly problem: SdkProblem) {
    super(sdkProblemText(problem, textsNow(eligibilityTexts)));
  }
}

export function sdkCredentials() {
  const { VITE_SDK_KEY: key, VITE_SDK_SECRET: secret } = getEnv();
  if (!key || !secret) {
    throw new SdkError({ kind: 'configuration' });
  }
  return { key, secret };
}

const sdkUrl = (path: string) => endpoint(getEnv().VITE_SDK_API_URL, path);

/**
 * The eligibility SDK session for a phone: one request however many callers ask at once, reused
 * until its 3600 s TTL has passed. A failure is a toast (the query client's policy), once: the
 * next try is the customer's press, not the tab regaining focus.
 */
export const sdkSessionQuery = (phone: string) =>
  queryOptions({
    queryKey: ['eligibility', 'sdk-session', phone],
    queryFn: () => openSession(phone),
    staleTime: SDK_SESSION_TTL_S * 1000,
    gcTime: SDK_SESSION_TTL_S * 1000,
    enabled: phone !== '',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { toastError: true },
  });

async function openSession(phone: string): Promise<SdkSession> {
  const { key, secret } = sdkCredentials();
  let body: unknown;
  try {
    body = await request(z.unknown(), {
      url: sdkUrl('/loan-sdk/init'),
      params: { phone, isVerified: true },
      headers: { 'X-SDK-Key': key, 'X-SDK-Secret': secret },
      timeout: SDK_INIT_TIMEOUT_MS,
    });
  } catch (error) {
    const { status, message } = error instanceof ApiError ? error : new ApiError(0);
    throw new SdkError({ kind: 'init', status, message });
  }
  const parsed = initSchema.safeParse(body);
  if (!parsed.success) throw new SdkError({ kind: 'invalid-answer' });
  const { partnerId, partnerName, ...rest } = parsed.data;
  return {
    ...rest,
    partnerName: partnerName ?? '',
    partnerId: String(partnerId ?? ''),
  };
}

const offersSchema = z.object({ data: z.nullable(z.optional(z.unknown())) });

/**
 * The offers for the phone; null when the customer is not eligible. A read the partner API takes as
 * a POST, so not a mutation (docs/architecture.md#writes).
 */
export async function getOffers(phone: string): Promise<unknown> {
  const { key, secret } = sdkCredentials();
  const body = await request(offersSchema, {
    method: 'POST',
    url: sdkUrl('/loan-sdk/get-offers'),
    data: { phone: `${COUNTRY_CODE}${phone}` },
    headers: { 'X-SDK-Key': key, 'X-SDK-Secret': secret },
  });
  return body.data ?? null;
}

/** The widget page with the session in its query, and its origin (the only one we listen to). */
export function widgetUrl(session: SdkSession, phone: string): URL {
  const { key, secret } = sdkCredentials();
  const url = resolveUrl(getEnv().VITE_SDK_WIDGET_URL);
  url.searchParams.set('authKey', key);
  url.searchParams.set('authSecret', secret);
  url.searchParams.set('sessionId', session.sessionId);
  url.searchParams.set('theme', JSON.stringify(session.themeConfig));
  url.searchParams.set('phoneNumber', phone);
  return url;
}
