import type { ReactNode } from 'react';
import type { SecurityTexts } from './security-texts';

export const mr: SecurityTexts = {
  sectionTitle: 'पासवर्ड आणि डिव्हाइस',
  changePassword: 'पासवर्ड बदला',
  setNewPassword: 'नवा पासवर्ड ठेवा',
  oneMoreCode:
    'तुम्ही लॉग इन झाला आहात. तुमच्या खात्याच्या सुरक्षिततेसाठी नव्या पासवर्डला आणखी एक कोड लागेल, जो पुढे गेल्यावर आम्ही तुमच्या फोनवर पाठवू.',
  passwordIntro:
    '8 ते 64 अक्षरे वापरा: फक्त तुम्हालाच सुचेल असे वाक्य लक्षात ठेवायला सोपे आणि ओळखायला कठीण असते.',
  newPassword: 'नवा पासवर्ड',
  confirmPassword: 'नव्या पासवर्डची खात्री करा',
  show: 'दाखवा',
  hide: 'लपवा',
  tooShort: 'किमान 8 अक्षरे वापरा',
  tooLong: 'जास्तीत जास्त 64 अक्षरे वापरा',
  phone: 'तुमचा फोन नंबर वापरू नका',
  common: 'हा पासवर्ड खूपच सामान्य आहे. दुसरा निवडा.',
  mismatch: 'दोन्ही पासवर्ड सारखे नाहीत',
  continue: 'पुढे चला',
  cancel: 'रद्द करा',
  loadingForm: 'पासवर्डचा फॉर्म लोड होत आहे',
  passwordCodeSentTo: (phone: ReactNode): ReactNode[] => [
    'नवा पासवर्ड ठेवण्यासाठी ',
    phone,
    ' वर पाठवलेला 6 अंकी कोड लिहा.',
  ],
  passwordChanged: 'पासवर्ड बदलला. इतर डिव्हाइसवरून लॉग आउट केले आहे.',
  devicesTitle: 'लॉग इन असलेली डिव्हाइस',
  loadingDevices: 'तुमची डिव्हाइस लोड होत आहेत',
  failedToLoadDevices: 'लॉग इन असलेली डिव्हाइस लोड होऊ शकली नाहीत',
  thisDevice: 'हे डिव्हाइस',
  onSystem: (browser: string, os: string) => `${os} वर ${browser}`,
  activeNow: 'आत्ता वापरात',
  lastActive: (when: string) => `शेवटचा वापर: ${when}`,
  signOut: 'लॉग आउट करा',
  signedOutDevice: 'त्या डिव्हाइसवरून लॉग आउट केले आहे.',
  noOtherDevices: 'इतर कोणतेही डिव्हाइस लॉग इन नाही.',
  signOutAll: 'इतर सर्व डिव्हाइसवरून लॉग आउट करा',
  signOutAllQuestion: 'इतर सर्व डिव्हाइसवरून लॉग आउट करायचे?',
  signOutAllWarning:
    'तुमच्या खात्यात लॉग इन असलेल्या प्रत्येक इतर फोन, टॅबलेट आणि कॉम्प्युटरवर पुन्हा लॉग इन करावे लागेल.',
  signedOutAll: 'इतर डिव्हाइसवरून लॉग आउट केले आहे.',
};
