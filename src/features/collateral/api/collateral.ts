import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { changeAnswer } from '@/lib/change-answer';
import { optionalAmount, text } from '@/lib/schema';

/**
 * Collateral self-service (docs/api-contract.md#collateral-self-service). A server without these
 * calls answers 404: each read is then null, and the screens hide what needs it.
 */
async function orAbsent<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const holdingSchema = z.object({
  isin_no: text,
  scheme_name: text,
  folio_no: text,
  fund_type: text,
  units: z.catch(z.number(), 0),
  nav: optionalAmount,
  nav_date: text,
  ltv_percent: optionalAmount,
  eligible: z.catch(z.boolean(), false),
  reason: text,
});
export type Holding = z.infer<typeof holdingSchema>;

export const REQUEST_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED'] as const;

const requestSchema = z.object({
  id: z.union([z.string(), z.number()]),
  kind: z.enum(['RELEASE', 'PLEDGE', 'CLOSE']),
  status: z.catch(z.enum(REQUEST_STATUSES), 'RECEIVED'),
  items: z.catch(
    z.array(
      z.object({
        isin_no: text,
        folio_no: text,
        units: optionalAmount,
        scheme_name: text,
      }),
    ),
    [],
  ),
  created_at: text,
  due_at: text,
  completed_at: text,
  failure_reason: text,
});
export type CollateralRequest = z.infer<typeof requestSchema>;

const quoteSchema = z.object({
  principal_outstanding: z.number(),
  interest_accrued: z.number(),
  charges: z.number(),
  total_payable: z.number(),
  valid_until: text,
});
export type ClosureQuote = z.infer<typeof quoteSchema>;

export const isOpen = (r: CollateralRequest) =>
  r.status === 'RECEIVED' || r.status === 'IN_PROGRESS';

/** While a request is open it is asked for again this often, so its completion shows. */
const OPEN_REFRESH_MS = 10_000;

export const collateralRequestsQuery = queryOptions({
  queryKey: ['loan', 'collateral-requests'],
  queryFn: () =>
    orAbsent(
      async () =>
        (
          await request(z.object({ data: z.array(requestSchema) }), {
            url: '/loan/collateral-requests',
          })
        ).data,
    ),
  refetchInterval: (query) => (query.state.data?.some(isOpen) ? OPEN_REFRESH_MS : false),
});

export const holdingsQuery = queryOptions({
  queryKey: ['loan', 'holdings'],
  queryFn: () =>
    orAbsent(
      async () =>
        (await request(z.object({ data: z.array(holdingSchema) }), { url: '/portfolio/holdings' }))
          .data,
    ),
});

export const closureQuoteQuery = queryOptions({
  queryKey: ['loan', 'closure-quote'],
  queryFn: () =>
    orAbsent(
      async () =>
        (await request(z.object({ data: quoteSchema }), { url: '/loan/closure-quote' })).data,
    ),
});

/** Sends the code that confirms a collateral request to the customer's phone. */
export async function sendPhoneCode(): Promise<void> {
  await request(changeAnswer, { method: 'POST', url: '/auth/send-phone-otp' });
}

export type NewRequest = {
  kind: 'RELEASE' | 'PLEDGE' | 'CLOSE';
  items: { isin_no: string; folio_no: string; units: number }[];
  phone_otp: string;
};

export async function createCollateralRequest(body: NewRequest): Promise<CollateralRequest> {
  return (
    await request(z.object({ data: requestSchema }), {
      method: 'POST',
      url: '/loan/collateral-requests',
      data: body.kind === 'CLOSE' ? { kind: body.kind, phone_otp: body.phone_otp } : body,
    })
  ).data;
}
