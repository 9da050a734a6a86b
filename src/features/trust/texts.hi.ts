import type { ReactNode } from 'react';
import type { TrustTexts } from './texts';

export const hi: TrustTexts = {
  lendersTitle: 'ऋणदाता साझेदार',
  lendersIntro: (brand: ReactNode) => [
    brand,
    ' एक ऋण सेवा प्रदाता (LSP) है। यहाँ आप जो लोन लेते हैं, वह इन ऋणदाताओं (lenders) से मिलता है। हर ऋणदाता भारतीय रिज़र्व बैंक (RBI) में पंजीकृत है और उसी के नियमों के तहत काम करता है।',
  ],
  rbiRegistration: 'RBI पंजीकरण:',
  websiteNewTab: ' (वेबसाइट, नए टैब में खुलती है)',
  grievanceTitle: 'शिकायत निवारण',
  grievanceIntro:
    'अपने लोन या इस सेवा के बारे में कोई भी शिकायत हो, तो हमारे शिकायत निवारण अधिकारी को लिखें या फ़ोन करें। हम हर शिकायत का जवाब 30 दिनों के अंदर देते हैं।',
  ourOfficer: 'हमारे शिकायत निवारण अधिकारी',
  lendersOfficers: 'हमारे ऋणदाताओं के शिकायत निवारण अधिकारी',
  notResolved: 'समाधान नहीं हुआ?',
  ombudsman: (link: ReactNode) => [
    'अगर 30 दिनों के अंदर आपकी शिकायत का समाधान नहीं होता, या आप जवाब से संतुष्ट नहीं हैं, तो आप भारतीय रिज़र्व बैंक के एकीकृत लोकपाल (Integrated Ombudsman) से यहाँ शिकायत कर सकते हैं: ',
    link,
    '।',
  ],
  name: 'नाम',
  email: 'ईमेल',
  phone: 'फ़ोन',
};
