import type * as z from 'zod/mini';
import { accountStatementSchema, ledgerEntrySchema } from '@/features/statements/api/statements';
import { collateralRequestSchema } from '@/loan/api/collateral-requests';
import { loanDetailsSchema, pledgedItemSchema } from '@/loan/api/loan-details';

/**
 * Test data in the wire's shapes (docs/testing.md#test-data): each builder takes the fields a test
 * cares about, as the server would send them, and returns them read by the portal's own schema,
 * so every other field is what the portal makes of it being absent. The result is also a valid
 * answer for the demo backend (`HttpResponse.json({ data: collateralRequest({...}) })`).
 */

/** An active line with nothing else said: no funds, no amounts, no dates. */
export const loanDetails = (fields: Partial<z.input<typeof loanDetailsSchema>> = {}) =>
  loanDetailsSchema.parse({ credit_status: 'ACTIVE', ...fields });

/** A pledged fund, named by its fields. */
export const pledgedItem = (fields: Partial<z.input<typeof pledgedItemSchema>> = {}) =>
  pledgedItemSchema.parse(fields);

/** A release received and not yet worked on, of no funds, unless said. */
export const collateralRequest = (fields: Partial<z.input<typeof collateralRequestSchema>> = {}) =>
  collateralRequestSchema.parse({ id: 'col-1', kind: 'RELEASE', status: 'RECEIVED', ...fields });

/**
 * A statement's entry: ₹1,250 of interest debited, leaving ₹1,01,250, posted at 20:00 UTC on
 * 14 Apr 2026, which is 01:30 on 15 Apr in India (the entry's day is the Indian one), unless said.
 */
export const ledgerEntry = (fields: Partial<z.input<typeof ledgerEntrySchema>> = {}) =>
  ledgerEntrySchema.parse({
    id: 1,
    posted_at: '2026-04-14T20:00:00Z',
    kind: 'INTEREST',
    description: 'Interest debited',
    debit: 1_250,
    credit: 0,
    balance: 101_250,
    reference: '',
    ...fields,
  });

/**
 * A statement of account from 1 Apr to 24 Nov 2026: ₹1,00,000 at the start, one entry
 * (`ledgerEntry()`), ₹1,01,250 at the end, unless said.
 */
export const accountStatement = (fields: Partial<z.input<typeof accountStatementSchema>> = {}) =>
  accountStatementSchema.parse({
    loan_account_number: 'KFL-LAS-9876543212',
    from: '2026-04-01',
    to: '2026-11-24',
    opening_balance: 100_000,
    closing_balance: 101_250,
    entries: [ledgerEntry()],
    ...fields,
  });
