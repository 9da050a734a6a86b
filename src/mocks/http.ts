import { http as msw, HttpResponse, type HttpRequestHandler } from 'msw';
import { getEnv } from '@/config/env';
import { sessionStale, tokenPrint, touchSession } from './account-security';
import { db, phoneOfToken } from './db';
import { inLanguageOf } from './language';
import { takeCode, type CodePurpose } from './phone-codes';
import type { DemoCustomer } from './schema';

/** A route whose answer is put into the language the request asks for (./language.ts). */
const inLanguage =
  (route: HttpRequestHandler): HttpRequestHandler =>
  (predicate, resolver, options) =>
    route(
      predicate,
      (async (info: Parameters<typeof resolver>[0]) => {
        const answer = await resolver(info);
        return answer instanceof Response ? inLanguageOf(info.request, answer) : answer;
      }) as typeof resolver,
      options,
    );

/** MSW's routes, each answering in the language asked for: every demo handler uses these. */
export const http = {
  all: inLanguage(msw.all),
  get: inLanguage(msw.get),
  post: inLanguage(msw.post),
  put: inLanguage(msw.put),
  patch: inLanguage(msw.patch),
  delete: inLanguage(msw.delete),
};

export const apiUrl = (path: string) => `${getEnv().VITE_API_BASE_URL}${path}`;

export const fail = (status: number, message: string, details?: Record<string, unknown>) =>
  HttpResponse.json({ message, ...(details ? { details } : {}) }, { status });

export const unauthorized = () =>
  fail(401, 'Your session has expired. Please log in again.', { unauthorized: true });

export const bearerOf = (request: Request) =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';

/**
 * The customer behind the request's bearer token, if any. Every token the server accepts is one
 * of the customer's sessions, active now (docs/demo-backend.md#account-security).
 */
export function customerOf(request: Request): DemoCustomer | undefined {
  const token = bearerOf(request);
  const phone = phoneOfToken(token);
  const state = db.read();
  const ended = state.revoked.includes(token) || state.revoked.includes(tokenPrint(token));
  const customer = phone && !ended ? state.customers[phone] : undefined;
  if (phone && customer && sessionStale(customer, token)) {
    updateCustomer(phone, (c) => touchSession(c, token));
  }
  return customer;
}

/** Runs `change` on the signed-in customer's stored record. */
export function updateCustomer(phone: string, change: (customer: DemoCustomer) => void): void {
  db.update((state) => {
    const customer = state.customers[phone];
    if (customer) change(customer);
  });
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the confirming request's `body` carries, as `phone_otp`, a code sent to the customer's
 * phone in the last 10 minutes for exactly this change (the body without `phone_otp`) and not used
 * yet; it is used up when it is (docs/demo-backend.md#rules).
 */
export function codeConfirms(
  phone: string,
  purpose: CodePurpose,
  body: Record<string, unknown>,
): boolean {
  const { phone_otp: typed, ...change } = body;
  let accepted = false;
  updateCustomer(phone, (customer) => {
    const taken = takeCode(customer.phone_codes, purpose, change, typed, Date.now());
    accepted = taken.accepted;
    customer.phone_codes = taken.codes;
  });
  return accepted;
}
