import { defineTexts } from '@/lib/i18n/texts';

/**
 * Every page's name: the route table's titles and navigation entries are these keys, so the
 * browser tab, the navigation and a page's own heading name it alike, in the language on screen.
 * Keyed by the English name itself, the one the route table has always held. Hindi in
 * page-names.hi.ts.
 */
const en = {
  Login: 'Login',
  Home: 'Home',
  'My Loan Profile': 'My Loan Profile',
  'Withdraw or repay': 'Withdraw or repay',
  FAQs: 'FAQs',
  'Help and Support': 'Help and Support',
  'Account Details': 'Account Details',
  'Profile Details': 'Profile Details',
  'Release units': 'Release units',
  'Pledge more': 'Pledge more',
  'Close credit line': 'Close credit line',
  'Verify your email': 'Verify your email',
  Notifications: 'Notifications',
  'Your data and privacy': 'Your data and privacy',
  'Lending partners': 'Lending partners',
  'Grievance redressal': 'Grievance redressal',
  'Page not found': 'Page not found',
};
export type PageNames = typeof en;
export type PageName = keyof PageNames;
export const pageNames = defineTexts(en, import.meta.glob('./page-names.*.ts'));
