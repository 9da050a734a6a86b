import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { text } from '@/lib/schema';
import { loanKeys } from './loan-keys';

/**
 * What closing the line today would take (docs/api-contract.md#collateral-self-service): the close
 * page itemises it, /loan says it in a sentence. A server without the call answers 404: null.
 */
const quoteSchema = z.object({
  principal_outstanding: z.number(),
  interest_accrued: z.number(),
  charges: z.number(),
  total_payable: z.number(),
  valid_until: text,
});
export type ClosureQuote = z.infer<typeof quoteSchema>;

export const closureQuoteQuery = queryOptions({
  queryKey: loanKeys.closureQuote(),
  queryFn: () =>
    orAbsent(
      async () =>
        (await request(z.object({ data: quoteSchema }), { url: '/loan/closure-quote' })).data,
    ),
});
