import { HttpResponse } from 'msw';
import { getEnv } from '@/config/env';
import { db, phoneOfToken } from './db';
import { takeCode, type CodePurpose } from './phone-codes';
import type { DemoCustomer } from './schema';

export const apiUrl = (path: string) => `${getEnv().VITE_API_BASE_URL}${path}`;

export const fail = (status: number, message: string, details?: Record<string, unknown>) =>
  HttpResponse.json({ message, ...(details ? { details } : {}) }, { status });

export const unauthorized = () =>
  fail(401, 'Your session has expired. Please log in again.', { unauthorized: true });

export const bearerOf = (request: Request) =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';

/** The customer behind the request's bearer token, if any. */
export function customerOf(request: Request): DemoCustomer | undefined {
  const token = bearerOf(request);
  const phone = phoneOfToken(token);
  const state = db.read();
  return phone && !state.revoked.includes(token) ? state.customers[phone] : undefined;
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
 * Whether `typed` is a code sent to the customer's phone for `purpose` in the last 10 minutes and
 * not used yet; it is used up when it is (docs/demo-backend.md#rules).
 */
export function codeConfirms(phone: string, purpose: CodePurpose, typed: unknown): boolean {
  let accepted = false;
  updateCustomer(phone, (customer) => {
    const taken = takeCode(customer.phone_codes, purpose, typed, Date.now());
    accepted = taken.accepted;
    customer.phone_codes = taken.codes;
  });
  return accepted;
}
