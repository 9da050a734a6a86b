import type { ReactNode } from 'react';
import type { CreditLineTexts } from './texts';

export const hi: CreditLineTexts = {
  title: 'पैसे निकालें या चुकाएँ',
  tryLater: (contact: ReactNode): ReactNode[] => ['कुछ देर बाद फिर से कोशिश करें या ', contact, '।'],
  contactTeam: 'हमारी टीम से संपर्क करें',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  pleaseWait: 'कृपया प्रतीक्षा करें...',
  failedToStart: 'क्रेडिट लाइन शुरू नहीं हो सकी।',
  interest: 'ब्याज',
};
