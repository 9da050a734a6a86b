import type { ReactNode } from 'react';
import type { AlertTexts } from './texts';

export const hi: AlertTexts = {
  interest: 'ब्याज',
  payNow: 'ब्याज चुकाएँ',
  debitComing: (amount: string, account: ReactNode, date: string): ReactNode[] => [
    `${date} को ऑटोपे आपके `,
    account,
    ` खाते से ${amount} काटेगा। उस खाते में पर्याप्त पैसे रखें।`,
  ],
  marginShortfall: 'मार्जिन की कमी',
  marginShortfallHeading: 'मार्जिन की कमी',
  aboveAllowed: (amount: string) => `आपका लोन, गिरवी रखे फ़ंड पर मिलने वाली राशि से ${amount} ज़्यादा है।`,
  repayBy: (date: string) => `${date} तक इसे चुकाएँ या और गिरवी रखें।`,
  repaySoon: 'जितनी जल्दी हो सके, इसे चुकाएँ या और गिरवी रखें।',
  mayBeSold:
    'अगर तय समय तक यह कमी पूरी नहीं हुई, तो ऋणदाता यह राशि वसूलने के लिए आपकी गिरवी रखी यूनिट बेच सकता है।',
  repayNow: 'अभी चुकाएँ',
  pledgeMore: 'और गिरवी रखें',
  talkToUs: 'हमसे बात करें',
  hide: 'इस बार के लिए छिपाएँ',
  cureInProgress: (units: string, date: string) =>
    `आपने ${units} यूनिट गिरवी रखने का जो अनुरोध किया है, उससे ${date} तक यह कमी पूरी हो जाएगी।`,
};
