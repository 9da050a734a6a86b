import { defineTexts } from '@/lib/i18n/texts';
import type { Health } from './collateral-rules';

const healthWords: Record<Health, string> = {
  Healthy: 'Healthy',
  'Close to your limit': 'Close to your limit',
  'Margin shortfall': 'Margin shortfall',
};

/** The loan's words that several features show (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  interestDue: (amount: string, date: string) => `Interest of ${amount} is due on ${date}`,
  interestWasDue: (amount: string, date: string) => `Interest of ${amount} was due on ${date}`,
  repaymentTiming:
    'A repayment made after 6 pm or on a bank holiday reaches your line on the next working day; interest runs until then.',
  health: (health: Health) => healthWords[health],
  couldNotLoad: 'We could not load your loan. Please try again.',
  loanToValue: 'Loan-to-value',
  // The most the loan may be of the pledged value, all funds together (its drawing power over its
  // pledged value): 'Most allowed', never 'cap', which is one fund's lender cap ('LTV cap').
  cap: (percent: string) => `Most allowed ${percent}`,
  ofCap: (percent: string) => ` of the ${percent} allowed`,
};
export type LoanWords = typeof en;
export const loanWords = defineTexts(en, import.meta.glob('./texts.*.ts'));
