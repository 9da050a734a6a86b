import { defineTexts } from '@/lib/i18n/texts';

/** The shared controls' texts (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  language: 'Language',
  mobileNumber: 'Mobile number',
  codePrompt: "Didn't get the code?",
  resendOtp: 'Resend OTP',
  resendOtpIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  connection: 'Connection',
  offline: 'You are offline',
  loading: 'Loading',
  tryAgain: 'Try Again',
  skipToContent: 'Skip to content',
  otpDigit: (position: number, count: number) => `Digit ${position} of ${count}`,
};
export type UiTexts = typeof en;
export const uiTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
