import type { UiTexts } from './texts';

export const hi: UiTexts = {
  language: 'भाषा',
  mobileNumber: 'मोबाइल नंबर',
  codePrompt: 'कोड नहीं मिला?',
  resendOtp: 'OTP फिर से भेजें',
  resendOtpIn: (seconds: number) => `OTP फिर से भेजें (${seconds} सेकंड बाद)`,
  connection: 'कनेक्शन',
  offline: 'आप ऑफ़लाइन हैं',
  loading: 'लोड हो रहा है',
  tryAgain: 'फिर से कोशिश करें',
  skipToContent: 'मुख्य हिस्से पर जाएँ',
  otpDigit: (position: number, count: number) => `${count} में से अंक ${position}`,
};
