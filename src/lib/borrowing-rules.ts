import { textsNow } from './i18n/texts';
import { libTexts, type LibTexts } from './texts';

/**
 * The FAQ's figures (docs/product.md#borrowing-calculator). They live here, not in
 * config/constants.ts, which the entry (and so /login) carries: only the borrowing calculator,
 * which loads on demand, needs them.
 */
export const LTV_PERCENT = { equityFunds: 45, shares: 50, debtFunds: 80 } as const;
export const MIN_HOLDING = 50_000;
export const MIN_LOAN = 50_000;
export const MAX_LOAN = 50_000_000;
/** The rate of a credit line against mutual funds, % a year: the FAQ's. */
export const CREDIT_LINE_RATE = 10.5;
const PERSONAL_LOAN_RATE = 18;
const CREDIT_CARD_RATE = 35;

/** The value, in rupees, of what a customer could pledge. */
export type Holdings = Record<keyof typeof LTV_PERCENT, number>;

export type BorrowingLimit =
  | { kind: 'holding-too-small' }
  | { kind: 'loan-too-small'; amount: number }
  | { kind: 'eligible' | 'capped'; amount: number };

/**
 * What the FAQ's loan-to-value figures allow against these holdings, in whole rupees: at most the
 * largest loan, and nothing below the smallest loan or the smallest holding.
 */
export function borrowingLimit(holdings: Holdings): BorrowingLimit {
  const kinds = Object.keys(LTV_PERCENT) as (keyof Holdings)[];
  const total = kinds.reduce((sum, kind) => sum + holdings[kind], 0);
  if (total < MIN_HOLDING) return { kind: 'holding-too-small' };
  const allowed = kinds.reduce((sum, kind) => sum + (holdings[kind] * LTV_PERCENT[kind]) / 100, 0);
  if (allowed > MAX_LOAN) return { kind: 'capped', amount: MAX_LOAN };
  const amount = Math.floor(allowed);
  return amount < MIN_LOAN ? { kind: 'loan-too-small', amount } : { kind: 'eligible', amount };
}

/** Simple interest on `amount` at `ratePercent` a year for `months`, to the nearest rupee. */
export function simpleInterest(amount: number, ratePercent: number, months: number): number {
  return Math.round((amount * ratePercent * months) / 1200);
}

export type InterestQuote = { name: string; rate: number; interest: number; ours: boolean };

const OFFERS = [
  { text: 'creditLineOffer', rate: CREDIT_LINE_RATE, ours: true },
  { text: 'personalLoan', rate: PERSONAL_LOAN_RATE, ours: false },
  { text: 'creditCard', rate: CREDIT_CARD_RATE, ours: false },
] as const satisfies readonly { text: keyof LibTexts; rate: number; ours: boolean }[];

/**
 * What borrowing `amount` for `months` would cost here, as a personal loan and on a card; the
 * names in the language on screen.
 */
export function compareInterest(amount: number, months: number): InterestQuote[] {
  const t = textsNow(libTexts);
  return OFFERS.map(({ text, rate, ours }) => ({
    name: t[text],
    rate,
    ours,
    interest: simpleInterest(amount, rate, months),
  }));
}
