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
  closingTitle: 'आपकी क्रेडिट लाइन बंद हो रही है',
  closingBody: 'आप यहाँ बकाया चुका सकते हैं। लाइन बंद होने तक पैसे नहीं निकाले जा सकते।',
  closedTitle: 'आपकी क्रेडिट लाइन बंद हो गई है',
  closedBody: (loan: ReactNode): ReactNode[] => [
    'अब न कुछ निकालना है, न चुकाना। आपके दस्तावेज़ और स्टेटमेंट ',
    loan,
    ' पर रहेंगे।',
  ],
  myLoan: 'मेरी लोन प्रोफ़ाइल',
};
