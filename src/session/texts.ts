import { defineTexts } from '@/lib/i18n/texts';

/** Texts of the session's own pieces (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  otpSent: 'OTP sent successfully',
  otpNotSent: 'Failed to send OTP',
};
export type SessionTexts = typeof en;
export const sessionTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
