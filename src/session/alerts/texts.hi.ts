import type { AlertTexts } from './texts';

export const hi: AlertTexts = {
  interest: 'ब्याज',
  payNow: 'अभी चुकाएँ',
  marginShortfall: 'मार्जिन की कमी',
  marginShortfallHeading: 'मार्जिन की कमी (margin shortfall)',
  aboveAllowed: (amount: string) => `आपका लोन, गिरवी रखे फ़ंड पर मिलने वाली राशि से ${amount} ज़्यादा है।`,
  repayBy: (date: string) => `${date} तक इसे चुकाएँ या और गिरवी रखें।`,
  repaySoon: 'जितनी जल्दी हो सके, इसे चुकाएँ या और गिरवी रखें।',
  mayBeSold: 'अगर यह समय पर पूरा नहीं हुआ, तो ऋणदाता इसकी वसूली के लिए आपकी गिरवी रखी यूनिट बेच सकता है।',
  repayNow: 'अभी चुकाएँ',
  pledgeMore: 'और गिरवी रखें',
  talkToUs: 'हमसे बात करें',
  hide: 'इस बार के लिए छिपाएँ',
  cureInProgress: (units: string, date: string) =>
    `आपके ${units} यूनिट गिरवी रखने का अनुरोध इसे पूरा कर देगा; ${date} तक।`,
};
