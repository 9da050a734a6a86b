import type { CalculatorTexts } from './texts';

const OFFER_NAMES: Record<string, string> = {
  'Credit line against mutual funds': 'म्यूचुअल फ़ंड पर क्रेडिट लाइन',
  'Personal loan': 'पर्सनल लोन',
  'Credit card': 'क्रेडिट कार्ड',
};

export const hi: CalculatorTexts = {
  heading: 'मुझे कितना उधार मिल सकता है?',
  intro:
    'इक्विटी म्यूचुअल फ़ंड के मूल्य का 45% तक, शेयरों का 50% तक और डेट म्यूचुअल फ़ंड का 80% तक, ₹50,000 से ₹5 करोड़ तक। अपने निवेश का आज का मूल्य डालें।',
  loading: 'कैलकुलेटर लोड हो रहा है',
  notLoaded: 'कैलकुलेटर लोड नहीं हो सका।',
  worthHeading: 'आपके निवेश का मूल्य',
  equityFunds: 'इक्विटी म्यूचुअल फ़ंड',
  shares: 'शेयर',
  debtFunds: 'डेट म्यूचुअल फ़ंड',
  calculate: 'हिसाब लगाएँ',
  costHeading: 'इसकी लागत कितनी होगी',
  amountToBorrow: 'उधार लेने की राशि',
  months: 'महीने',
  monthsHint: '1 से 60',
  compare: 'तुलना करें',
  notAnAmount: 'रुपयों में राशि डालें, जैसे 5,00,000',
  enterAmount: 'उधार लेने की राशि डालें',
  minimumLoan: 'लोन कम से कम ₹50,000 का होना चाहिए',
  maximumLoan: 'लोन ज़्यादा से ज़्यादा ₹5 करोड़ का हो सकता है',
  monthsRange: '1 से 60 के बीच महीनों की संख्या डालें',
  minimumHolding: 'कम से कम ₹50,000 का निवेश ज़रूरी है',
  couldBorrow: 'आप ज़्यादा से ज़्यादा इतना उधार ले सकते हैं',
  largestLoan: 'हम इससे बड़ा लोन नहीं देते: ₹5 करोड़।',
  limitIndicative: 'अनुमानित: ऋणदाता (lender) आपके निवेश का मूल्य आँककर अंतिम सीमा तय करता है।',
  costCaption: (amount: string, months: number) =>
    `${amount} पर ${months} ${months === 1 ? 'महीने' : 'महीनों'} का अनुमानित साधारण ब्याज`,
  borrowing: 'उधार का तरीक़ा',
  rateAYear: 'सालाना दर',
  interest: 'ब्याज',
  offerName: (name: string) => OFFER_NAMES[name] ?? name,
  costIndicative:
    'अनुमानित: पूरी राशि पर पूरी अवधि का साधारण ब्याज। क्रेडिट लाइन में ब्याज सिर्फ़ उतनी राशि पर लगता है जितनी आप इस्तेमाल करें, और उतने ही दिनों का।',
};
