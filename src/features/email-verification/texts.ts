import { defineTexts } from '@/lib/i18n/texts';

/** The /verify-email page's texts (docs/i18n.md); Hindi in texts.hi.ts. */
const en = {
  loadingDetails: 'Loading your details',
  failedToFetchProfile: 'Failed to fetch user profile',
  title: 'Verify your email',
  lead: 'One last step before your credit line: confirm your email address.',
  editEmailAddress: 'Edit email address',
  edit: 'Edit',
  email: 'Email',
  save: 'Save',
  cancel: 'Cancel',
  invalidEmail: 'Please enter a valid email address',
  sendOtp: 'Send OTP',
  emailCode: 'Email code',
  verifyEmail: 'Verify email',
  tryAgain: 'Try again',
  /** What the page says after each step (docs/product.md#email-verification), word for word. */
  verified: 'Email verified successfully. Redirecting...',
  saveFailed: 'Your code was right, but we could not save your verified email. Please try again.',
  otpSent: 'OTP sent to your email.',
  otpResent: 'OTP resent to your email.',
  sendFailed: 'Failed to send OTP.',
  resendFailed: 'Failed to resend OTP.',
  verificationFailed: 'OTP verification failed.',
};
export type EmailTexts = typeof en;
export const emailTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
