import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { dayOf } from '@/lib/ist';
import { amount, optionalAmount, text } from '@/lib/schema';
import { loanKeys } from '@/loan/api/loan-keys';

export const MANDATE_METHODS = ['UPI_AUTOPAY', 'ENACH'] as const;
export type MandateMethod = (typeof MANDATE_METHODS)[number];

const mandateSchema = z.object({
  status: z.enum(['ACTIVE', 'PENDING', 'PAUSED', 'NONE']),
  method: z.pipe(
    z.optional(z.nullable(z.enum(MANDATE_METHODS))),
    z.transform((value) => value ?? undefined),
  ),
  bank_name: text,
  account_last4: text,
  max_amount: optionalAmount,
  next_debit: z.pipe(
    z.optional(
      z.nullable(
        z.object({
          date: z.string().check(z.refine((value) => dayOf(value) !== undefined)),
          amount,
        }),
      ),
    ),
    z.transform((value) => value ?? undefined),
  ),
});
export type Mandate = z.infer<typeof mandateSchema>;

/**
 * The interest autopay mandate (docs/api-contract.md#interest-autopay), or null when the lender
 * offers none (404: nothing is shown). An answer that does not parse is a failed read.
 */
export function getMandate(): Promise<Mandate | null> {
  return orAbsent(
    async () => (await request(z.object({ data: mandateSchema }), { url: '/loan/mandate' })).data,
  );
}

/** Read by the Information tab's autopay line and the interest banner on / and /loan. */
export const mandateQuery = queryOptions({
  queryKey: loanKeys.mandate(),
  queryFn: getMandate,
});

/** Asks the lender for its payment gateway's page that registers a mandate by `method`. */
export async function setUpMandate(method: MandateMethod): Promise<string> {
  const answer = await request(z.object({ data: z.object({ redirect_url: z.string() }) }), {
    method: 'POST',
    url: '/loan/mandate',
    data: { method },
  });
  return answer.data.redirect_url;
}

/**
 * 'Set up autopay': resolves to the gateway's page, which the screen opens only when its origin
 * is allowed (autopay-rules.ts). Nothing cached changes until the customer comes back, when the
 * page is loaded afresh; the screen words a failure itself.
 */
export const mandateSetUp = mutationOptions({
  mutationFn: setUpMandate,
  meta: { inlineError: true },
});
