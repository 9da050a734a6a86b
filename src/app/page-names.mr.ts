import type { PageNames } from './page-names';

export const mr: PageNames = {
  Login: 'लॉग इन',
  Home: 'होम',
  'My Loan Profile': 'माझे कर्ज',
  'Withdraw or repay': 'पैसे काढा किंवा परतफेड करा',
  FAQs: 'प्रश्नोत्तरे',
  'Help and Support': 'मदत',
  'Account Details': 'खात्याचा तपशील',
  'Profile Details': 'प्रोफाइलचा तपशील',
  'Release units': 'युनिट्स सोडवा',
  'Pledge more': 'आणखी तारण ठेवा',
  'Close credit line': 'क्रेडिट लाइन बंद करा',
  'Verify your email': 'तुमचा ईमेल पडताळा',
  Notifications: 'सूचना',
  'Your data and privacy': 'तुमचा डेटा आणि गोपनीयता',
  'Lending partners': 'कर्जदाता भागीदार',
  'Grievance redressal': 'तक्रार निवारण',
  'Page not found': 'पान सापडले नाही',
};
