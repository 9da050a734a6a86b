import type { CalculatorTexts } from './texts';

const OFFER_NAMES: Record<string, string> = {
  'Credit line against mutual funds': 'म्युच्युअल फंडांवर क्रेडिट लाइन',
  'Personal loan': 'पर्सनल लोन',
  'Credit card': 'क्रेडिट कार्ड',
};

export const mr: CalculatorTexts = {
  heading: 'मला किती कर्ज मिळू शकते?',
  intro:
    'इक्विटी म्युच्युअल फंडांच्या मूल्याच्या 45% पर्यंत, शेअर्सच्या 50% पर्यंत आणि डेट म्युच्युअल फंडांच्या 80% पर्यंत, ₹50,000 ते ₹5 कोटी. तुमच्या गुंतवणुकीचे आजचे मूल्य लिहा.',
  loading: 'कॅल्क्युलेटर लोड होत आहे',
  notLoaded: 'कॅल्क्युलेटर लोड होऊ शकला नाही.',
  worthHeading: 'तुमच्या गुंतवणुकीचे मूल्य',
  equityFunds: 'इक्विटी म्युच्युअल फंड',
  shares: 'शेअर्स',
  debtFunds: 'डेट म्युच्युअल फंड',
  calculate: 'हिशोब करा',
  costHeading: 'याचा खर्च किती येईल',
  amountToBorrow: 'घ्यायच्या कर्जाची रक्कम',
  months: 'महिने',
  monthsHint: '1 ते 60',
  compare: 'तुलना करा',
  notAnAmount: 'रुपयांत रक्कम लिहा, उदा. 5,00,000',
  enterAmount: 'घ्यायच्या कर्जाची रक्कम लिहा',
  minimumLoan: 'किमान ₹50,000 चे कर्ज मिळते',
  maximumLoan: 'जास्तीत जास्त ₹5 कोटींचे कर्ज मिळते',
  monthsRange: '1 ते 60 मधील महिन्यांची संख्या लिहा',
  minimumHolding: 'किमान ₹50,000 ची गुंतवणूक आवश्यक आहे',
  couldBorrow: 'तुम्हाला जास्तीत जास्त इतके कर्ज मिळू शकते',
  largestLoan: 'आम्ही यापेक्षा मोठे कर्ज देत नाही: ₹5 कोटी.',
  limitIndicative: 'अंदाजे: कर्जदाता (lender) तुमच्या गुंतवणुकीचे मूल्य ठरवून अंतिम मर्यादा ठरवतो.',
  costCaption: (amount: string, months: number) =>
    `${amount} वर ${months} ${months === 1 ? 'महिन्याचे' : 'महिन्यांचे'} अंदाजे सरळ व्याज`,
  borrowing: 'कर्जाचा प्रकार',
  rateAYear: 'वार्षिक दर',
  interest: 'व्याज',
  offerName: (name: string) => OFFER_NAMES[name] ?? name,
  costIndicative:
    'अंदाजे: पूर्ण रकमेवर पूर्ण मुदतीचे सरळ व्याज. क्रेडिट लाइनमध्ये व्याज फक्त तुम्ही वापरलेल्या रकमेवर आणि तितक्याच दिवसांचे लागते.',
};
