import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/** The frame's own texts, before and after sign-in (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  loading: 'Loading...',
  cookieNotice: 'Cookie notice',
  cookieSummary:
    'We use one cookie, only to keep you signed in. No advertising or tracking cookies.',
  moreInfo: 'More Info',
  continue: 'Continue',
  cookieDetails: (name: ReactNode, days: number) => [
    'The cookie is named ',
    name,
    `. It holds your sign-in token for this site only, is never shared with other sites, and expires after ${days} days or when you log out.`,
  ],
  failedTitle: 'Something went wrong',
  failedText:
    'This page could not be shown. Check your connection and try again; if it keeps happening, contact our team.',
  offlineTitle: 'You are offline',
  offlineText: 'This page will load when you reconnect.',
  tryAgain: 'Try again',
  goHome: 'Go to home',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  goBack: 'Go back',
  logIn: 'Log in',
  loanInformation: 'Loan Information',
  transactions: 'Transactions',
  statements: 'Statements',
};
export type AppTexts = typeof en;
export const appTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
