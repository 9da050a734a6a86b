import { defineTexts } from '@/lib/i18n/texts';
import type { Health } from './collateral-rules';

const healthWords: Record<Health, string> = {
  Healthy: 'Healthy',
  'Close to your limit': 'Close to your limit',
  'Margin shortfall': 'Margin shortfall',
};

/** Texts of what every signed-in page shares (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  interestDue: (amount: string, date: string) => `Interest of ${amount} is due on ${date}`,
  interestWasDue: (amount: string, date: string) => `Interest of ${amount} was due on ${date}`,
  health: (health: Health) => healthWords[health],
  loanToValue: 'Loan-to-value',
  cap: (percent: string) => `Cap ${percent}`,
  ofCap: (percent: string) => ` of a ${percent} cap`,
  otpSent: 'OTP sent successfully',
  otpNotSent: 'Failed to send OTP',
  /** Beside the code boxes: the server's words for the change (docs/api-contract.md#phone-codes). */
  codeConfirms: (summary: string) => `The code we sent confirms: ${summary}`,
};
export type SessionTexts = typeof en;
export const sessionTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
