import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { text } from '@/lib/schema';
import type { BankValues } from '../bank-schema';

const bankSchema = z.object({
  account_number: text,
  ifsc_code: text,
  account_holder_name: text,
  bank_name: text,
});

const bodySchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(z.nullable(z.object({ bankDetails: z.optional(z.nullable(bankSchema)) }))),
});

async function getBankDetails(): Promise<BankValues | null> {
  const body = await request(bodySchema, { url: '/bank-details' });
  return body.data?.bankDetails ?? null;
}

/** The saved bank details, or null when there are none yet. */
export const bankDetailsQuery = queryOptions({
  queryKey: ['bank-details'],
  queryFn: getBankDetails,
});

async function saveBankDetails(
  values: BankValues,
  exists: boolean,
  phoneOtp: string,
): Promise<string | undefined> {
  const body = await request(bodySchema, {
    method: exists ? 'PUT' : 'POST',
    url: exists ? '/bank-details/update' : '/bank-details/add',
    data: { ...values, phone_otp: phoneOtp },
  });
  return body.message;
}

/**
 * Adds or updates the bank details, confirmed by the phone's code sent for `BANK_DETAILS`
 * (`phone_otp`); resolves to the server's message. The saved details are in the cache from then
 * on. The code step words a failure itself.
 */
export const bankDetailsSave = mutationOptions({
  mutationFn: ({ values, exists, code }: { values: BankValues; exists: boolean; code: string }) =>
    saveBankDetails(values, exists, code),
  meta: { inlineError: true },
  onSuccess: (_message, { values }, _context, { client }) => {
    client.setQueryData(bankDetailsQuery.queryKey, values);
  },
});
