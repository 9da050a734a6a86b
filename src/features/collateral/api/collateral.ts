import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { optionalAmount, text } from '@/lib/schema';
import { loanKeys, refreshLoan } from '@/session/loan';

/*
 * Collateral self-service (docs/api-contract.md#collateral-self-service). A server without these
 * calls answers 404: each read is then null, and the screens hide what needs it.
 */

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

const openCount = (requests: CollateralRequest[] | null | undefined) =>
  requests?.filter(isOpen).length ?? 0;

/**
 * The customer's requests, asked for again while any is open. When one completes, the loan is
 * read again, so pledged units and drawing power show what changed.
 */
export const collateralRequestsQuery = queryOptions({
  queryKey: loanKeys.collateralRequests(),
  queryFn: async ({ client, queryKey }) => {
    const requests = await orAbsent(
      async () =>
        (
          await request(z.object({ data: z.array(requestSchema) }), {
            url: '/loan/collateral-requests',
          })
        ).data,
    );
    const before = client.getQueryData<CollateralRequest[] | null>(queryKey);
    if (openCount(requests) < openCount(before)) refreshLoan(client, loanKeys.collateralRequests());
    return requests;
  },
  refetchInterval: (query) => (query.state.data?.some(isOpen) ? OPEN_REFRESH_MS : false),
});

export const holdingsQuery = queryOptions({
  queryKey: loanKeys.holdings(),
  queryFn: () =>
    orAbsent(
      async () =>
        (await request(z.object({ data: z.array(holdingSchema) }), { url: '/portfolio/holdings' }))
          .data,
    ),
});

export const closureQuoteQuery = queryOptions({
  queryKey: loanKeys.closureQuote(),
  queryFn: () =>
    orAbsent(
      async () =>
        (await request(z.object({ data: quoteSchema }), { url: '/loan/closure-quote' })).data,
    ),
});

export type NewRequest = {
  kind: 'RELEASE' | 'PLEDGE' | 'CLOSE';
  items: { isin_no: string; folio_no: string; units: number }[];
  phone_otp: string;
};

/**
 * Makes a release, pledge or close request with the phone's code. The code step words a failure
 * itself; a request made changes the loan, so all of it is read again.
 */
export const collateralRequestCreate = mutationOptions({
  mutationFn: async (body: NewRequest): Promise<CollateralRequest> =>
    (
      await request(z.object({ data: requestSchema }), {
        method: 'POST',
        url: '/loan/collateral-requests',
        data: body.kind === 'CLOSE' ? { kind: body.kind, phone_otp: body.phone_otp } : body,
      })
    ).data,
  meta: { inlineError: true },
  onSuccess: (_request, _body, _context, { client }) => refreshLoan(client),
});
