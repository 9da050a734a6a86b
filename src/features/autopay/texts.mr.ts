import type { ReactNode } from 'react';
import type { AutopayTexts } from './texts';

export const mr: AutopayTexts = {
  heading: 'व्याजाचे ऑटोपे',
  loadFailed: 'आम्ही तुमचे ऑटोपे लोड करू शकलो नाही.',
  active: (amount: string, account: ReactNode, date: string): ReactNode[] => [
    `व्याजाचे ऑटोपे चालू आहे: ${date} रोजी `,
    account,
    ` मधून ${amount} वजा होतील.`,
  ],
  activeNoDebit: (account: ReactNode): ReactNode[] => ['व्याजाचे ऑटोपे चालू आहे, ', account, ' मधून.'],
  pending: 'तुमच्या बँकेसोबत तुमचे ऑटोपे सुरू केले जात आहे.',
  paused: (date: string) => `व्याजाचे ऑटोपे थांबलेले आहे. दंड शुल्क टाळण्यासाठी ${date} पर्यंत व्याज भरा.`,
  pausedNoDate: 'व्याजाचे ऑटोपे थांबलेले आहे.',
  none: (date: string) => `ऑटोपे सुरू केलेले नाही. दंड शुल्क टाळण्यासाठी ${date} पर्यंत व्याज भरा.`,
  noneNoDate: 'ऑटोपे सुरू केलेले नाही.',
  setUp: 'ऑटोपे सुरू करा',
  viaUpi: 'UPI ऑटोपेद्वारे: तुमच्या UPI ॲपमध्ये ते मंजूर करा, मग इथे परत या.',
  viaEnach:
    'eNACH द्वारे, म्हणजे तुमच्या बँक खात्यावर कायमची सूचना (mandate): तुमच्या बँकेच्या नेट बँकिंगमधून किंवा डेबिट कार्डने ते मंजूर करा, मग इथे परत या.',
  setUpFailed: 'ऑटोपे सुरू होऊ शकले नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
};
