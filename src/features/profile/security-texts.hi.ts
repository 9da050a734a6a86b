import type { ReactNode } from 'react';
import type { SecurityTexts } from './security-texts';

export const hi: SecurityTexts = {
  sectionTitle: 'पासवर्ड और डिवाइस',
  changePassword: 'पासवर्ड बदलें',
  setNewPassword: 'नया पासवर्ड बनाएँ',
  oneMoreCode:
    'आप लॉग इन हो गए हैं। आपके खाते की सुरक्षा के लिए नए पासवर्ड पर एक और कोड लगेगा, जो आगे बढ़ने पर हम आपके फ़ोन पर भेजेंगे।',
  passwordIntro:
    '8 से 64 अक्षर रखें। ऐसा वाक्य चुनें जो सिर्फ़ आपके मन में आए: उसे याद रखना आसान होता है और किसी और के लिए अंदाज़ा लगाना मुश्किल।',
  newPassword: 'नया पासवर्ड',
  confirmPassword: 'नए पासवर्ड की पुष्टि करें',
  show: 'दिखाएँ',
  hide: 'छिपाएँ',
  tooShort: 'कम से कम 8 अक्षर इस्तेमाल करें',
  tooLong: 'ज़्यादा से ज़्यादा 64 अक्षर इस्तेमाल करें',
  phone: 'पासवर्ड में अपना मोबाइल नंबर न डालें',
  common: 'यह पासवर्ड बहुत आम है। कोई दूसरा चुनें।',
  mismatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  continue: 'आगे बढ़ें',
  cancel: 'रद्द करें',
  loadingForm: 'पासवर्ड का फ़ॉर्म लोड हो रहा है',
  passwordCodeSentTo: (phone: ReactNode): ReactNode[] => [
    'नया पासवर्ड बनाने के लिए ',
    phone,
    ' पर भेजा गया 6 अंकों का कोड डालें।',
  ],
  passwordChanged: 'पासवर्ड बदल गया। बाक़ी डिवाइस से लॉग आउट कर दिया गया।',
  devicesTitle: 'लॉग इन किए हुए डिवाइस',
  loadingDevices: 'आपके डिवाइस लोड हो रहे हैं',
  failedToLoadDevices: 'लॉग इन किए हुए डिवाइस लोड नहीं हो सके',
  thisDevice: 'यह डिवाइस',
  onSystem: (browser: string, os: string) => `${os} पर ${browser}`,
  activeNow: 'अभी इस्तेमाल में',
  lastActive: (when: string) => `आख़िरी बार इस्तेमाल: ${when}`,
  signOut: 'लॉग आउट करें',
  signedOutDevice: 'उस डिवाइस से लॉग आउट कर दिया गया।',
  noOtherDevices: 'कोई और डिवाइस लॉग इन नहीं है।',
  signOutAll: 'बाक़ी सभी डिवाइस से लॉग आउट करें',
  signOutAllQuestion: 'बाक़ी सभी डिवाइस से लॉग आउट करें?',
  signOutAllWarning: 'आपके खाते में लॉग इन हर दूसरे फ़ोन, टैबलेट और कंप्यूटर पर फिर से लॉग इन करना होगा।',
  signedOutAll: 'बाक़ी डिवाइस से लॉग आउट कर दिया गया।',
};
