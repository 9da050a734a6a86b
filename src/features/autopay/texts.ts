import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/**
 * Interest autopay on 'Loan Information' (docs/product.md#interest-autopay). `account` is the
 * bank and the account's last digits ('HDFC Bank ••4821'), the server's words. Hindi in texts.hi.ts.
 */
const en = {
  heading: 'Interest autopay',
  loadFailed: 'We could not load your autopay.',
  active: (amount: string, account: ReactNode, date: string): ReactNode[] => [
    `Interest autopay is on: ${amount} will be debited from `,
    account,
    ` on ${date}.`,
  ],
  activeNoDebit: (account: ReactNode): ReactNode[] => [
    'Interest autopay is on, from ',
    account,
    '.',
  ],
  pending: 'Your autopay is being set up with your bank.',
  paused: (date: string) =>
    `Interest autopay is paused. Pay interest by ${date} to avoid a penal charge.`,
  pausedNoDate: 'Interest autopay is paused.',
  none: (date: string) => `Autopay is not set up. Pay interest by ${date} to avoid a penal charge.`,
  noneNoDate: 'Autopay is not set up.',
  setUp: 'Set up autopay',
  viaUpi: 'By UPI Autopay: you approve it in your UPI app, then come back here.',
  viaEnach:
    "By eNACH, a mandate on your bank account: you approve it with your bank's net banking or debit card, then come back here.",
  setUpFailed: 'Autopay could not be set up. Please try again later.',
};
export type AutopayTexts = typeof en;
export const autopayTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
