import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { optionalAmount, text } from '@/lib/schema';
import { collateralRequestSchema, type CollateralRequest } from '@/loan/api/collateral-requests';
import { loanKeys, refreshLoan } from '@/loan/api/loan-keys';

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

export const holdingsQuery = queryOptions({
  queryKey: loanKeys.holdings(),
  // Why a fund cannot be pledged is the server's sentence.
  meta: { serverWords: true },
  queryFn: () =>
    orAbsent(
      async () =>
        (await request(z.object({ data: z.array(holdingSchema) }), { url: '/portfolio/holdings' }))
          .data,
    ),
});

export type NewRequest = {
  kind: 'RELEASE' | 'PLEDGE' | 'CLOSE';
  items: { isin_no: string; folio_no: string; units: number }[];
  phone_otp: string;
};

/**
 * The request's body without the code: what the code request carries as its `change`, so the
 * code confirms exactly this (docs/api-contract.md#phone-codes). A close names no funds.
 */
export const changeBody = ({ kind, items }: Omit<NewRequest, 'phone_otp'>) =>
  kind === 'CLOSE' ? { kind } : { kind, items };

/**
 * Makes a release, pledge or close request with the phone's code. The code step words a failure
 * itself; a request made changes the loan, so all of it is read again.
 */
export const collateralRequestCreate = mutationOptions({
  mutationFn: async (body: NewRequest): Promise<CollateralRequest> =>
    (
      await request(z.object({ data: collateralRequestSchema }), {
        method: 'POST',
        url: '/loan/collateral-requests',
        data: { ...changeBody(body), phone_otp: body.phone_otp },
      })
    ).data,
  meta: { inlineError: true },
  onSuccess: (_request, _body, _context, { client }) => refreshLoan(client),
});
