import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { dayOf } from '@/lib/ist';
import { amount, optionalAmount, text } from '@/lib/schema';
import { loanKeys } from '@/loan/api/loan-keys';

/** A day or a date and time that names an Indian day; anything else makes the answer unreadable. */
const day = z.string().check(z.refine((value) => dayOf(value) !== undefined));

const chargeSchema = z.object({
  code: text,
  name: z.string(),
  amount: optionalAmount,
  percent: optionalAmount,
  min_amount: optionalAmount,
  max_amount: optionalAmount,
  basis: text,
  // Absent is no GST named. Not `z._default`: a zod piece used anywhere lands in the entry every
  // page loads, /login's too (docs/performance.md#what-reaches-login).
  plus_gst: z.optional(z.boolean()),
});
export type Charge = z.infer<typeof chargeSchema>;

/**
 * A charge must say what it costs: one with neither an amount nor a percent is left out (and
 * logged), never shown as ₹0 (docs/product.md#key-facts).
 */
const charges = z.pipe(
  z.array(chargeSchema),
  z.transform((list) =>
    list.filter((charge) => {
      const priced = charge.amount !== undefined || charge.percent !== undefined;
      if (!priced) console.warn(`Key facts: charge ${charge.code} has no amount or percent`);
      return priced;
    }),
  ),
);

const rateChangeSchema = z.object({
  effective_from: day,
  interest_rate_percent: amount,
  apr_percent: optionalAmount,
});
export type RateChange = z.infer<typeof rateChangeSchema>;

const keyFactsSchema = z
  .object({
    kfs_number: z.string(),
    lender_name: text,
    sanctioned_limit: amount,
    sanctioned_on: day,
    tenure_months: amount,
    renewal_due_on: day,
    interest_rate_percent: amount,
    rate_type: z.enum(['FIXED', 'FLOATING']),
    benchmark: z.optional(
      z.nullable(z.object({ name: z.string(), rate_percent: amount, spread_percent: amount })),
    ),
    apr_percent: amount,
    charges,
    penal_charge: z.object({ amount, basis: text }),
    cooling_off: z.object({ days: amount, ends_on: day }),
    recovery_agents: z.array(
      z.object({ name: z.string(), agency: text, phone: text, assigned_on: day }),
    ),
    grievance_officer: z.object({ name: z.string(), email: text, phone: text }),
    /** Newest first; one that takes effect after today is announced. */
    rate_history: z.array(rateChangeSchema),
  })
  .check(
    // A floating rate names what it floats on; a rate the tab cannot explain is a failed read.
    z.refine((facts) => facts.rate_type === 'FIXED' || Boolean(facts.benchmark)),
  );
export type KeyFacts = z.infer<typeof keyFactsSchema>;

/**
 * The line's Key Facts Statement (docs/api-contract.md#key-facts), or null when the lender has not
 * sent it (404). An answer that does not parse is a failed read, never half a table.
 */
export function getKeyFacts(): Promise<KeyFacts | null> {
  return orAbsent(
    async () =>
      (await request(z.object({ data: keyFactsSchema }), { url: '/loan/key-facts' })).data,
  );
}

/** Read by the Key facts tab and the rate change notice on / and /loan. */
export const keyFactsQuery = queryOptions({
  queryKey: loanKeys.keyFacts(),
  meta: { serverWords: true },
  queryFn: getKeyFacts,
});
