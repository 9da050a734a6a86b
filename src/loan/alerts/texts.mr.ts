import type { ReactNode } from 'react';
import type { AlertTexts } from './texts';

export const mr: AlertTexts = {
  interest: 'व्याज',
  payNow: 'व्याज भरा',
  debitComing: (amount: string, account: ReactNode, date: string): ReactNode[] => [
    `${date} रोजी ऑटोपे तुमच्या `,
    account,
    ` खात्यातून ${amount} वजा करेल. त्या खात्यात पुरेसे पैसे ठेवा.`,
  ],
  marginShortfall: 'मार्जिनमध्ये तूट',
  marginShortfallHeading: 'मार्जिनमध्ये तूट',
  aboveAllowed: (amount: string) =>
    `तुमचे कर्ज, तारण ठेवलेल्या फंडांवर मिळणाऱ्या रकमेपेक्षा ${amount} जास्त आहे.`,
  repayBy: (date: string) => `${date} पर्यंत याची परतफेड करा किंवा आणखी तारण ठेवा.`,
  repaySoon: 'शक्य तितक्या लवकर याची परतफेड करा किंवा आणखी तारण ठेवा.',
  mayBeSold:
    'ठरलेल्या वेळेपर्यंत ही तूट भरून निघाली नाही, तर ही रक्कम वसूल करण्यासाठी कर्जदाता तुमची तारण ठेवलेली युनिट्स विकू शकतो.',
  repayNow: 'आत्ता परतफेड करा',
  pledgeMore: 'आणखी तारण ठेवा',
  talkToUs: 'आमच्याशी बोला',
  hide: 'या वेळेपुरते लपवा',
  cureInProgress: (units: string, date: string) =>
    `तुमची ${units} युनिट्स तारण ठेवण्याची विनंती ही तूट भरून काढेल; ${date} पर्यंत.`,
};
