import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { optionalAmount, text } from '@/lib/schema';

/**
 * A fund type outside the contract's four reads as 'OTHER'; a missing one as ''
 * (docs/api-contract.md#loan-servicing-fields).
 */
const fundType = z.catch(
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) =>
      !value ? '' : ['EQUITY', 'DEBT', 'HYBRID'].includes(value) ? value : 'OTHER',
    ),
  ),
  '',
);

const pledgedItem = z.object({
  scheme_name: text,
  folio_no: text,
  total_available_units: optionalAmount,
  isin_no: text,
  // The valuation and the lender's cap, when sent (docs/api-contract.md#loan-servicing-fields).
  fund_type: fundType,
  nav: optionalAmount,
  nav_date: text,
  market_value: optionalAmount,
  ltv_percent: optionalAmount,
  // Units under lien and the most that may be released now, when the server says.
  pledged_units: optionalAmount,
  releasable_units: optionalAmount,
});

const loanDetailsSchema = z.object({
  credit_status: text,
  total_credit_amount: optionalAmount,
  available_credit_amount: optionalAmount,
  principal_outstanding_amount: optionalAmount,
  current_applicable_interest_rate: optionalAmount,
  pledged_portfolio_amount: optionalAmount,
  renewal_date: text,
  processing_charges: optionalAmount,
  interest_due_amount: optionalAmount,
  interest_due_date: text,
  pledged_portfolio_items: z.catch(z.array(pledgedItem), []),
  // Each may be absent: collateral-rules.ts derives or hides what is missing.
  drawing_power: optionalAmount,
  max_ltv_percent: optionalAmount,
  shortfall_amount: optionalAmount,
  shortfall_due_date: text,
  annual_percentage_rate: optionalAmount,
  lender_name: text,
});
export type LoanDetails = z.infer<typeof loanDetailsSchema>;
export type PledgedItem = z.infer<typeof pledgedItem>;

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

/**
 * The customer's loan, or null when there is none yet: the server says so with `data: null`, or
 * (as some do) with a 404. Any other failure is a failure.
 */
async function getLoanDetails(): Promise<LoanDetails | null> {
  try {
    const body = await request(z.object({ data: z.nullable(loanDetailsSchema) }), {
      url: '/loan/details',
    });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

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

export const loanDetailsQuery = queryOptions({
  queryKey: ['loan', 'details'],
  queryFn: getLoanDetails,
});

export const transactionsQuery = queryOptions({
  queryKey: ['loan', 'transactions'],
  queryFn: getTransactions,
});

export const documentsQuery = queryOptions({
  queryKey: ['loan', 'documents'],
  queryFn: getDocuments,
});
