import type { SessionTexts } from './texts';

export const hi: SessionTexts = {
  otpSent: 'OTP भेज दिया गया',
  otpNotSent: 'OTP नहीं भेजा जा सका',
  codeConfirms: (summary: string) => `भेजा गया कोड इसकी पुष्टि करता है: ${summary}`,
};
