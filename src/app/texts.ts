import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';

/** The cookies the portal may set, each as the browser lists it. */
export type CookieNames = Record<'session' | 'language' | 'logout', ReactNode>;

/** The frame's own texts, before and after sign-in (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  loading: 'Loading...',
  cookieNotice: 'Cookie notice',
  cookieSummary:
    'We use cookies only to keep you signed in and remember your language. No tracking.',
  moreInfo: 'More Info',
  continue: 'Continue',
  cookieDetails: ({ session, language, logout }: CookieNames, days: number) => [
    'Your sign-in token is kept in ',
    session,
    `, for this site only: it is never shared with other sites and expires after ${days} days or when you log out. `,
    language,
    ' remembers the language you chose. If a logout cannot reach us, ',
    logout,
    ' keeps the old token until it does, so that we can end that session.',
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
  keyFacts: 'Key facts',
  // The Loan Information tab's later sections (a closed line's: all but its status), when their
  // code did not arrive.
  restNotLoaded: "We could not load the rest of your loan's details.",
};
export type AppTexts = typeof en;
export const appTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
