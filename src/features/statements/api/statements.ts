import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { amount, text } from '@/lib/schema';
import { loanKeys } from '@/loan/api/loan-keys';
import type { Period } from '../period-rules';

const KINDS = [
  'WITHDRAWAL',
  'REPAYMENT',
  'INTEREST',
  'PENAL_CHARGE',
  'FEE',
  'REVERSAL',
  'OTHER',
] as const;

export const ledgerEntrySchema = z.object({
  id: z.union([z.string(), z.number()]),
  posted_at: z.string(),
  kind: z.catch(z.enum(KINDS), 'OTHER'),
  description: text,
  debit: amount,
  credit: amount,
  balance: amount,
  reference: text,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const accountStatementSchema = z.object({
  loan_account_number: text,
  from: z.string(),
  to: z.string(),
  opening_balance: amount,
  closing_balance: amount,
  entries: z.array(ledgerEntrySchema),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

const certificateSchema = z.object({
  financial_year: z.string(),
  from: z.string(),
  to: z.string(),
  interest_charged: amount,
  interest_paid: amount,
  penal_charges: amount,
  principal_repaid: amount,
  issued_at: text,
  final: z.boolean(),
});
export type InterestCertificate = z.infer<typeof certificateSchema>;

/** Every key of this feature: under the loan's, so a repayment's refresh reaches them. */
const statementsKey = loanKeys.statements();

/** The statement of account of a period (docs/api-contract.md#money-documents). */
export const accountStatementQuery = (period: Period) =>
  queryOptions({
    queryKey: [...statementsKey, 'account', period.from, period.to],
    meta: { serverWords: true },
    queryFn: async () =>
      (
        await request(z.object({ data: accountStatementSchema }), {
          url: '/loan/account-statement',
          params: { from: period.from, to: period.to },
        })
      ).data,
  });

/** The interest certificates, newest first, or null where the server has none (404). */
export const interestCertificatesQuery = queryOptions({
  queryKey: [...statementsKey, 'interest-certificates'],
  queryFn: (): Promise<InterestCertificate[] | null> =>
    orAbsent(
      async () =>
        (
          await request(z.object({ data: z.array(certificateSchema) }), {
            url: '/loan/interest-certificates',
          })
        ).data,
    ),
});
