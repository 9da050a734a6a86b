import type { PageNames } from './page-names';

export const hi: PageNames = {
  Login: 'लॉग इन',
  Home: 'होम',
  'My Loan Profile': 'मेरी लोन प्रोफ़ाइल',
  'Withdraw or repay': 'पैसे निकालें या चुकाएँ',
  FAQs: 'सवाल-जवाब',
  'Help and Support': 'सहायता',
  'Account Details': 'खाते का विवरण',
  'Profile Details': 'प्रोफ़ाइल का विवरण',
  'Release units': 'यूनिट छुड़ाएँ',
  'Pledge more': 'और गिरवी रखें',
  'Close credit line': 'क्रेडिट लाइन बंद करें',
  'Verify your email': 'अपना ईमेल सत्यापित करें',
  Notifications: 'सूचनाएँ',
  'Your data and privacy': 'आपका डेटा और निजता',
  'Lending partners': 'ऋणदाता साझेदार',
  'Grievance redressal': 'शिकायत निवारण',
  'Page not found': 'पेज नहीं मिला',
};
