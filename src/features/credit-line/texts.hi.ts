import type { ReactNode } from 'react';
import type { CreditLineTexts } from './texts';

export const hi: CreditLineTexts = {
  title: 'पैसे निकालें या चुकाएँ',
  tryLater: (contact: ReactNode): ReactNode[] => ['कुछ देर बाद फिर से कोशिश करें या ', contact, '।'],
  contactTeam: 'हमारी टीम से संपर्क करें',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  pleaseWait: 'कृपया थोड़ा इंतज़ार करें…',
  failedToStart: 'पैसे निकालने या चुकाने की सुविधा अभी नहीं खुल सकी। फिर से कोशिश करें।',
  interest: 'ब्याज',
};
