import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/** The credit line page's texts (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  title: 'Withdraw or repay',
  tryLater: (contact: ReactNode): ReactNode[] => ['Try again after some time or ', contact, '.'],
  contactTeam: 'Contact our team',
  somethingWentWrong: 'Something went wrong',
  pleaseWait: 'Please wait...',
  failedToStart: 'Failed to initialize Volt SDK.',
  interest: 'Interest',
  closingTitle: 'Your credit line is closing',
  closingBody: 'You can repay what you owe here. No withdrawals can be made while the line closes.',
  closedTitle: 'Your credit line is closed',
  closedBody: (loan: ReactNode): ReactNode[] => [
    'There is nothing to withdraw or repay. Your documents and statements stay on ',
    loan,
    '.',
  ],
  myLoan: 'My Loan Profile',
};
export type CreditLineTexts = typeof en;
export const creditLineTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
