import * as z from 'zod/mini';
import { MAX_LOAN, MIN_LOAN } from '@/lib/borrowing-rules';
import { parseRupees } from '@/lib/rupee-input';

const NOT_AN_AMOUNT = 'Enter an amount in rupees, such as 5,00,000';
const isAmount = (text: string) => parseRupees(text) !== undefined;

/** A holding left empty is worth nothing; one typed must be an amount. */
const holding = z.pipe(
  z.string().check(z.refine((text) => text.trim() === '' || isAmount(text), NOT_AN_AMOUNT)),
  z.transform((text) => parseRupees(text) ?? 0),
);

export const holdingsSchema = z.object({
  equityFunds: holding,
  shares: holding,
  debtFunds: holding,
});

function loanAmountError(text: string): string | undefined {
  if (text.trim() === '') return 'Enter the amount to borrow';
  const amount = parseRupees(text);
  if (amount === undefined) return NOT_AN_AMOUNT;
  if (amount < MIN_LOAN) return 'The minimum loan is ₹50,000';
  if (amount > MAX_LOAN) return 'The maximum loan is ₹5 crore';
  return undefined;
}

const loanAmount = z.pipe(
  z.string().check(
    z.superRefine((text, ctx) => {
      const message = loanAmountError(text);
      if (message) ctx.issues.push({ code: 'custom', message, input: text });
    }),
  ),
  z.transform((text) => parseRupees(text) ?? 0),
);

const MAX_MONTHS = 60;
const months = z.pipe(
  z.string().check(
    z.refine((text) => {
      const value = /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : 0;
      return value >= 1 && value <= MAX_MONTHS;
    }, 'Enter a number of months from 1 to 60'),
  ),
  z.transform(Number),
);

export const costSchema = z.object({ amount: loanAmount, months });
