import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { optionalAmount, text } from '@/lib/schema';
import { onAnswerChange } from '@/lib/query/query-client';
import { loanKeys, refreshAfterMoneyMoved } from './loan-keys';

/** A fund type outside the four the customer API names reads as 'OTHER'; a missing one as ''. */
const fundType = z.catch(
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) =>
      !value ? '' : ['EQUITY', 'DEBT', 'HYBRID'].includes(value) ? value : 'OTHER',
    ),
  ),
  '',
);

export const pledgedItemSchema = z.object({
  scheme_name: text,
  folio_no: text,
  total_available_units: optionalAmount,
  isin_no: text,
  // The valuation and the lender's cap, when the server sends them (optional on the wire).
  fund_type: fundType,
  nav: optionalAmount,
  nav_date: text,
  market_value: optionalAmount,
  ltv_percent: optionalAmount,
  // Units under lien and the most that may be released now, when the server says.
  pledged_units: optionalAmount,
  releasable_units: optionalAmount,
});

export const loanDetailsSchema = z.object({
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
  pledged_portfolio_items: z.catch(z.array(pledgedItemSchema), []),
  // Each may be absent from an older server (collateral-rules.ts derives or hides what is missing).
  drawing_power: optionalAmount,
  max_ltv_percent: optionalAmount,
  shortfall_amount: optionalAmount,
  shortfall_due_date: text,
  annual_percentage_rate: optionalAmount,
  lender_name: text,
});
export type LoanDetails = z.infer<typeof loanDetailsSchema>;
export type PledgedItem = z.infer<typeof pledgedItemSchema>;

/** A line the customer can draw on and repay now (no line, or one of another status, is not). */
export function isActiveLine(loan: LoanDetails | null | undefined): boolean {
  return loan?.credit_status === 'ACTIVE';
}

/**
 * The customer's loan, or null when there is none yet: the server says so with `data: null`, or
 * (as some do) with a 404. Any other failure is a failure.
 */
export function getLoanDetails(): Promise<LoanDetails | null> {
  return orAbsent(
    async () =>
      (await request(z.object({ data: z.nullable(loanDetailsSchema) }), { url: '/loan/details' }))
        .data,
  );
}

/**
 * The loan. Money moves outside this tab too (the lender's app, a bank's page, the credit-line
 * widget, which tells the page nothing): a read that finds the loan changed means money or
 * collateral moved, so the loan's other reads and the notifications the server wrote about it
 * are stale.
 */
export const loanDetailsQuery = queryOptions({
  queryKey: loanKeys.details(),
  queryFn: getLoanDetails,
  // Coming back to the tab shows the loan as it is now, however recently it was read.
  refetchOnWindowFocus: 'always',
  meta: onAnswerChange((client) => refreshAfterMoneyMoved(client)),
});
