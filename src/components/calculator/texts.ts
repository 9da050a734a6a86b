import { defineTexts } from '@/lib/i18n/texts';

/** The borrowing calculator's texts (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  heading: 'How much can I borrow?',
  intro:
    'Up to 45% of the value of equity mutual funds, 50% of shares and 80% of debt mutual funds, from ₹50,000 to ₹5 crore. Enter what your investments are worth today.',
  loading: 'Loading the calculator',
  notLoaded: 'The calculator could not load.',
  worthHeading: 'What your investments are worth',
  equityFunds: 'Equity mutual funds',
  shares: 'Shares',
  debtFunds: 'Debt mutual funds',
  calculate: 'Calculate',
  costHeading: 'What it would cost',
  amountToBorrow: 'Amount to borrow',
  months: 'Months',
  monthsHint: '1 to 60',
  compare: 'Compare',
  notAnAmount: 'Enter an amount in rupees, such as 5,00,000',
  enterAmount: 'Enter the amount to borrow',
  minimumLoan: 'The minimum loan is ₹50,000',
  maximumLoan: 'The maximum loan is ₹5 crore',
  monthsRange: 'Enter a number of months from 1 to 60',
  minimumHolding: 'A minimum holding of ₹50,000 is needed',
  couldBorrow: 'You could borrow up to',
  largestLoan: 'That is the largest loan we offer: ₹5 crore.',
  limitIndicative: 'Indicative: the lender values your investments and sets the final limit.',
  costCaption: (amount: string, months: number) =>
    `Indicative simple interest on ${amount} for ${months === 1 ? '1 month' : `${months} months`}`,
  borrowing: 'Borrowing',
  rateAYear: 'Rate a year',
  interest: 'Interest',
  /** The name of each way of borrowing the table compares, by how lib/borrowing-rules names it. */
  offerName: (name: string) => name,
  costIndicative:
    'Indicative: simple interest on the whole amount for the whole period. A credit line charges interest only on what you use, for the days you use it.',
};
export type CalculatorTexts = typeof en;
export const calculatorTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
