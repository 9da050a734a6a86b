import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { optionalAmount, text } from '@/lib/schema';
import { loanKey } from '@/session/loan';

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

const DOCUMENT_TYPES = ['KFS', 'SANCTION_LETTER', 'LOAN_AGREEMENT', 'OTHER'] as const;

const documentSchema = z.object({
  id: z.union([z.string(), z.number()]),
  type: z.catch(z.enum(DOCUMENT_TYPES), 'OTHER'),
  title: text,
  url: text,
  issued_at: text,
});
export type LoanDocument = z.infer<typeof documentSchema>;

async function getTransactions(): Promise<Transaction[]> {
  return (
    await request(z.object({ data: z.array(transactionSchema) }), { url: '/loan/transactions' })
  ).data;
}

/** The loan's documents, or null where the server has none to offer (a 404 hides the section). */
async function getDocuments(): Promise<LoanDocument[] | null> {
  try {
    return (await request(z.object({ data: z.array(documentSchema) }), { url: '/loan/documents' }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const transactionsQuery = queryOptions({
  queryKey: [...loanKey, 'transactions'],
  queryFn: getTransactions,
  // As the loan's details: money moved elsewhere shows when the customer comes back.
  refetchOnWindowFocus: 'always',
});

export const documentsQuery = queryOptions({
  queryKey: [...loanKey, 'documents'],
  queryFn: getDocuments,
});
