import { defineTexts } from '@/lib/i18n/texts';

/**
 * The shared code's own texts: our fallback and offline messages (a server's message is shown as
 * sent), the phone number's checks, the borrowing comparison's names. Hindi in texts.hi.ts.
 */
const en = {
  somethingWentWrong: 'Something went wrong',
  offline: 'You seem to be offline. Check your connection and try again.',
  phoneLength: 'Phone number must be 10 digits',
  phoneFormat: 'Invalid phone number format',
  creditLineOffer: 'Credit line against mutual funds',
  personalLoan: 'Personal loan',
  creditCard: 'Credit card',
};
export type LibTexts = typeof en;
export const libTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
