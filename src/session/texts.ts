import { defineTexts } from '@/lib/i18n/texts';

/** Texts of what every signed-in page shares (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  interestDue: (amount: string, date: string) => `Interest of ${amount} is due on ${date}`,
  interestWasDue: (amount: string, date: string) => `Interest of ${amount} was due on ${date}`,
};
export type SessionTexts = typeof en;
export const sessionTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
