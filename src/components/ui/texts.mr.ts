import type { UiTexts } from './texts';

export const mr: UiTexts = {
  language: 'भाषा',
  mobileNumber: 'मोबाइल नंबर',
  codePrompt: 'कोड मिळाला नाही?',
  resendOtp: 'OTP पुन्हा पाठवा',
  resendOtpIn: (seconds: number) => `OTP पुन्हा पाठवा (${seconds} सेकंदांनी)`,
  connection: 'कनेक्शन',
  offline: 'तुम्ही ऑफलाइन आहात',
  loading: 'लोड होत आहे',
  tryAgain: 'पुन्हा प्रयत्न करा',
  skipToContent: 'मुख्य भागावर जा',
  otpDigit: (position: number, count: number) => `${count} पैकी अंक ${position}`,
};
