import type { DemoTexts } from './demo-hint';

export const mr: DemoTexts = {
  demoMode: 'डेमो मोड:',
  otp: 'कोड 123456 आहे.',
  password: 'तुम्ही बदलेपर्यंत पासवर्ड Demo@1234 आहे.',
};
