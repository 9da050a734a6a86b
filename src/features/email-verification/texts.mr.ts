import type { EmailTexts } from './texts';

export const mr: EmailTexts = {
  loadingDetails: 'तुमचा तपशील लोड होत आहे',
  failedToFetchProfile: 'तुमचे प्रोफाइल लोड होऊ शकले नाही',
  title: 'तुमचा ईमेल पडताळा',
  lead: 'क्रेडिट लाइनपूर्वी एक शेवटची पायरी: तुमच्या ईमेल पत्त्याची खात्री करा.',
  editEmailAddress: 'ईमेल पत्ता बदला',
  edit: 'बदला',
  email: 'ईमेल',
  save: 'सेव्ह करा',
  cancel: 'रद्द करा',
  invalidEmail: 'कृपया बरोबर ईमेल पत्ता लिहा',
  sendOtp: 'OTP पाठवा',
  emailCode: 'ईमेलवर आलेला कोड',
  verifyEmail: 'ईमेल पडताळा',
  tryAgain: 'पुन्हा प्रयत्न करा',
  verified: 'ईमेल पडताळला गेला. पुढे नेत आहोत…',
  saveFailed:
    'तुमचा कोड बरोबर होता, पण आम्ही तुमचा पडताळलेला ईमेल सेव्ह करू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
  otpSent: 'तुमच्या ईमेलवर OTP पाठवला आहे.',
  otpResent: 'तुमच्या ईमेलवर OTP पुन्हा पाठवला आहे.',
  sendFailed: 'OTP पाठवता आला नाही.',
  resendFailed: 'OTP पुन्हा पाठवता आला नाही.',
  verificationFailed: 'OTP पडताळता आला नाही.',
};
