import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { optionalAmount, text } from '@/lib/schema';
import { loanKeys } from '@/loan/api/loan-keys';

const transactionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  created_at: z.string(),
  event_type: z.string(),
  event_details: z.catch(
    z.object({
      bank_name: text,
      account_last_4_digits: text,
      application_type: text,
      withdrawal_amount: optionalAmount,
      repayment_amount: optionalAmount,
    }),
    {
      bank_name: '',
      account_last_4_digits: '',
      application_type: '',
      withdrawal_amount: undefined,
      repayment_amount: undefined,
    },
  ),
  // When the status is absent (or unknown), the event type's suffix says it.
  status: z.catch(z.optional(z.enum(['INITIATED', 'SUCCESSFUL', 'FAILED'])), undefined),
  reference: text,
  failure_reason: text,
});
export type Transaction = z.infer<typeof transactionSchema>;

async function getTransactions(): Promise<Transaction[]> {
  return (
    await request(z.object({ data: z.array(transactionSchema) }), { url: '/loan/transactions' })
  ).data;
}

export const transactionsQuery = queryOptions({
  queryKey: loanKeys.transactions(),
  meta: { serverWords: true },
  queryFn: getTransactions,
  // As the loan's details: money moved elsewhere shows when the customer comes back.
  refetchOnWindowFocus: 'always',
});
