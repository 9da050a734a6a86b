import type { ReactNode } from 'react';
import type { AppTexts } from './texts';

export const hi: AppTexts = {
  loading: 'लोड हो रहा है…',
  cookieNotice: 'कुकी सूचना',
  cookieSummary:
    'हम सिर्फ़ एक कुकी इस्तेमाल करते हैं, ताकि आप लॉग इन रहें। विज्ञापन या ट्रैकिंग वाली कोई कुकी नहीं।',
  moreInfo: 'और जानकारी',
  continue: 'आगे बढ़ें',
  cookieDetails: (name: ReactNode, days: number) => [
    'इस कुकी का नाम ',
    name,
    ` है। इसमें सिर्फ़ इस साइट के लिए आपका लॉग-इन टोकन रहता है, यह किसी दूसरी साइट से कभी साझा नहीं होती, और ${days} दिन बाद या आपके लॉग आउट करते ही ख़त्म हो जाती है।`,
  ],
  failedTitle: 'कुछ गड़बड़ हो गई',
  failedText:
    'यह पेज दिखाया नहीं जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें; अगर ऐसा बार-बार हो, तो हमारी टीम से संपर्क करें।',
  offlineTitle: 'आप ऑफ़लाइन हैं',
  offlineText: 'इंटरनेट से दोबारा जुड़ते ही यह पेज खुल जाएगा।',
  tryAgain: 'फिर से कोशिश करें',
  goHome: 'होम पर जाएँ',
  notFoundText: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  goBack: 'वापस जाएँ',
  logIn: 'लॉग इन करें',
  loanInformation: 'लोन की जानकारी',
  transactions: 'लेन-देन',
  statements: 'स्टेटमेंट',
};
