import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/**
 * The banners over every signed-in page (a margin shortfall, interest falling due): a catalogue
 * of their own, so a page other than the loan's loads no more than these. Hindi in
 * alert-texts.hi.ts.
 */
const en = {
  interest: 'Interest',
  payNow: 'Pay now',
  debitComing: (amount: string, account: ReactNode, date: string): ReactNode[] => [
    `Autopay will debit ${amount} from `,
    account,
    ` on ${date}. Keep enough money in that account.`,
  ],
  marginShortfall: 'Margin shortfall',
  marginShortfallHeading: 'Margin shortfall',
  aboveAllowed: (amount: string) => `Your loan is ${amount} above what your pledged funds allow.`,
  repayBy: (date: string) => `Repay it or pledge more by ${date}.`,
  repaySoon: 'Repay it or pledge more as soon as you can.',
  mayBeSold: 'If it is not covered in time, the lender may sell your pledged units to recover it.',
  repayNow: 'Repay now',
  pledgeMore: 'Pledge more',
  talkToUs: 'Talk to us',
  hide: 'Hide for this session',
  cureInProgress: (units: string, date: string) =>
    `Your pledge of ${units} units will cover this; due ${date}.`,
};
export type AlertTexts = typeof en;
export const alertTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
