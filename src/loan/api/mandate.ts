import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { dayOf } from '@/lib/ist';
import { amount, optionalAmount, text } from '@/lib/schema';
import { loanKeys } from './loan-keys';

export const MANDATE_METHODS = ['UPI_AUTOPAY', 'ENACH'] as const;
export type MandateMethod = (typeof MANDATE_METHODS)[number];

/** Absent or null reads as undefined. */
const orUndefined = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value) => value ?? undefined),
  );

const mandateSchema = z
  .object({
    status: z.enum(['ACTIVE', 'PENDING', 'PAUSED', 'NONE']),
    method: orUndefined(z.enum(MANDATE_METHODS)),
    bank_name: text,
    // The last four digits and nothing more: a whole account number is never shown.
    account_last4: text.check(z.refine((value) => value === '' || /^\d{4}$/.test(value))),
    max_amount: optionalAmount,
    next_debit: orUndefined(
      z.object({
        date: z.string().check(z.refine((value) => dayOf(value) !== undefined)),
        amount,
      }),
    ),
  })
  // An active mandate's sentence names its account.
  .check(
    z.refine(
      (mandate) =>
        mandate.status !== 'ACTIVE' || (mandate.bank_name !== '' && mandate.account_last4 !== ''),
    ),
  );
export type Mandate = z.infer<typeof mandateSchema>;
export type MandateStatus = Mandate['status'];

/**
 * The interest autopay mandate (docs/api-contract.md#key-facts), or null when the lender offers
 * none (404: nothing is shown). An answer that does not parse is a failed read.
 */
export function getMandate(): Promise<Mandate | null> {
  return orAbsent(
    async () => (await request(z.object({ data: mandateSchema }), { url: '/loan/mandate' })).data,
  );
}

/** Read by the Information tab's autopay section and the interest banner on / and /loan. */
export const mandateQuery = queryOptions({
  queryKey: loanKeys.mandate(),
  queryFn: getMandate,
});
