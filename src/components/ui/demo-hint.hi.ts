import type { DemoTexts } from './demo-hint';

export const hi: DemoTexts = {
  demoMode: 'डेमो मोड:',
  otp: 'कोड 123456 है।',
  password: 'पासवर्ड Demo@1234 है, जब तक आप इसे बदल न दें।',
};
