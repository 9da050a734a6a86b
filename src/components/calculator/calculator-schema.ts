import * as z from 'zod/mini';
import { MAX_LOAN, MIN_LOAN } from '@/lib/borrowing-rules';
import { textsNow } from '@/lib/i18n/texts';
import { parseRupees } from '@/lib/rupee-input';
import { calculatorTexts } from './texts';

/** Messages are written when a field is checked, in the language on screen then. */
const say = () => textsNow(calculatorTexts);
const isAmount = (text: string) => parseRupees(text) !== undefined;

/** A holding left empty is worth nothing; one typed must be an amount. */
const holding = z.pipe(
  z.string().check(
    z.refine((text) => text.trim() === '' || isAmount(text), {
      error: () => say().notAnAmount,
    }),
  ),
  z.transform((text) => parseRupees(text) ?? 0),
);

export const holdingsSchema = z.object({
  equityFunds: holding,
  shares: holding,
  debtFunds: holding,
});

function loanAmountError(text: string): string | undefined {
  if (text.trim() === '') return say().enterAmount;
  const amount = parseRupees(text);
  if (amount === undefined) return say().notAnAmount;
  if (amount < MIN_LOAN) return say().minimumLoan;
  if (amount > MAX_LOAN) return say().maximumLoan;
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
    z.refine(
      (text) => {
        const value = /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : 0;
        return value >= 1 && value <= MAX_MONTHS;
      },
      { error: () => say().monthsRange },
    ),
  ),
  z.transform(Number),
);

export const costSchema = z.object({ amount: loanAmount, months });
