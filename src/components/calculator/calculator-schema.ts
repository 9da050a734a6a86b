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

const loanAmount = z.pipe(
  z.string().check(
    z.superRefine((text, ctx) => {
      const amount = parseRupees(text);
      const message =
        text.trim() === ''
          ? 'Enter the amount to borrow'
          : amount === undefined
            ? NOT_AN_AMOUNT
            : amount < MIN_LOAN
              ? 'The minimum loan is ₹50,000'
              : amount > MAX_LOAN
                ? 'The maximum loan is ₹5 crore'
                : undefined;
      if (message) ctx.issues.push({ code: 'custom', message, input: text });
    }),
  ),
  z.transform((text) => parseRupees(text) ?? 0),
);

export const MAX_MONTHS = 60;
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
