import type { SessionTexts } from './texts';

export const mr: SessionTexts = {
  otpSent: 'OTP पाठवला आहे',
  otpNotSent: 'OTP पाठवता आला नाही',
  codeConfirms: (summary: string) => `पाठवलेला कोड याची खात्री करतो: ${summary}`,
};
