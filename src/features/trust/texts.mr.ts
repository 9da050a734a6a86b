import type { ReactNode } from 'react';
import type { TrustTexts } from './texts';

export const mr: TrustTexts = {
  lendersTitle: 'कर्जदाता भागीदार',
  lendersIntro: (brand: ReactNode) => [
    brand,
    ' ही कर्ज सेवा पुरवठादार (LSP) आहे. इथे तुम्ही घेतलेले कर्ज या कर्जदात्यांकडून (lender) मिळते. प्रत्येक कर्जदाता भारतीय रिझर्व्ह बँकेकडे (RBI) नोंदणीकृत आहे आणि तिच्याच नियमांनुसार काम करतो.',
  ],
  rbiRegistration: 'RBI नोंदणी:',
  websiteNewTab: ' (वेबसाइट, नव्या टॅबमध्ये उघडते)',
  grievanceTitle: 'तक्रार निवारण',
  grievanceIntro:
    'तुमच्या कर्जाबद्दल किंवा या सेवेबद्दल कोणतीही तक्रार असेल, तर आमच्या तक्रार निवारण अधिकाऱ्यांना लिहा किंवा फोन करा. आम्ही प्रत्येक तक्रारीला 30 दिवसांच्या आत उत्तर देतो.',
  ourOfficer: 'आमचे तक्रार निवारण अधिकारी',
  lendersOfficers: 'आमच्या कर्जदात्यांचे तक्रार निवारण अधिकारी',
  notResolved: 'तक्रार सुटली नाही?',
  ombudsman: (link: ReactNode) => [
    '30 दिवसांच्या आत तुमची तक्रार सुटली नाही, किंवा उत्तराने तुमचे समाधान झाले नाही, तर तुम्ही भारतीय रिझर्व्ह बँकेच्या एकात्मिक लोकपालाकडे (Integrated Ombudsman) इथे तक्रार करू शकता: ',
    link,
    '.',
  ],
  name: 'नाव',
  email: 'ईमेल',
  phone: 'फोन',
};
