import type { ReactNode } from 'react';
import type { Range } from './api/drawing-power-history';
import type { DrawingPowerTexts } from './texts';

const lastRange: Record<Range, string> = {
  30: 'पिछले 30 दिनों में',
  90: 'पिछले 90 दिनों में',
  365: 'पिछले एक साल में',
};

export const hi: DrawingPowerTexts = {
  heading: 'समय के साथ ड्रॉइंग पावर',
  range: 'अवधि',
  rangeName: (days: Range) => (days === 365 ? '1 साल' : `${days} दिन`),
  wentFrom: (from: string, to: string, days: Range, lowestOn: string, lowest: string) =>
    `${lastRange[days]} आपकी ड्रॉइंग पावर ${from} से ${to} हो गई। ${lowestOn} को यह सबसे कम थी: ${lowest}।`,
  stayedAt: (amount: string, days: Range) =>
    `${lastRange[days]} आपकी ड्रॉइंग पावर ${amount} पर बनी रही।`,
  noHistory: 'आपकी ड्रॉइंग पावर का अभी कोई इतिहास नहीं है।',
  loading: 'ड्रॉइंग पावर का इतिहास लोड हो रहा है',
  loadFailed: 'हम आपकी ड्रॉइंग पावर का इतिहास लोड नहीं कर सके।',
  chart: 'ड्रॉइंग पावर और बकाया राशि, दिन-ब-दिन',
  keys: 'बाएँ और दाएँ तीर से एक दिन आगे-पीछे जाएँ; Home और End कुंजी से पहले और आख़िरी दिन पर जाएँ।',
  day: (date: string, drawingPower: string, owed: string, available: string) =>
    `${date}: ड्रॉइंग पावर ${drawingPower}, बकाया ${owed}, उपलब्ध ${available}`,
  drawingPower: 'ड्रॉइंग पावर',
  owed: 'बकाया राशि',
  shortfall: 'मार्जिन की कमी',
  change: 'बदलाव (ब्योरा नीचे)',
  showTable: 'तालिका के रूप में दिखाएँ',
  hideTable: 'तालिका छिपाएँ',
  tableCaption: 'दिन-ब-दिन ड्रॉइंग पावर',
  date: 'तारीख़',
  owedShort: 'बकाया',
  available: 'उपलब्ध',
  whatChanged: 'ड्रॉइंग पावर क्यों बदली',
  nothingChanged: 'इस अवधि में ऐसा कुछ नहीं हुआ जिससे ड्रॉइंग पावर बदली हो।',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
  noChange: 'ड्रॉइंग पावर में कोई बदलाव नहीं',
  drawingPowerBy: (change: ReactNode): ReactNode[] => ['ड्रॉइंग पावर ', change],
  priceMoved: (
    scheme: ReactNode,
    fell: boolean | undefined,
    percent: string,
    change: ReactNode,
  ): ReactNode[] => [
    scheme,
    ` की क़ीमत${percent ? ` ${percent}` : ''} ${fell === undefined ? 'बदली' : fell ? 'गिरी' : 'बढ़ी'}: `,
    change,
  ],
  capChanged: (
    scheme: ReactNode,
    lowered: boolean,
    from: string,
    to: string,
    change: ReactNode,
  ): ReactNode[] => [
    'ऋणदाता ने ',
    scheme,
    from && to
      ? ` का अधिकतम LTV ${from} से ${lowered ? 'घटाकर' : 'बढ़ाकर'} ${to} कर दिया: `
      : ` का अधिकतम LTV ${lowered ? 'घटा' : 'बढ़ा'} दिया: `,
    change,
  ],
  schemeRemoved: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'ऋणदाता अब ',
    scheme,
    ' को गिरवी के रूप में नहीं लेता: ',
    change,
  ],
  pledged: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'आपने ',
    scheme,
    ' की यूनिट गिरवी रखीं: ',
    change,
  ],
  released: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'आपने ',
    scheme,
    ' की यूनिट छुड़ाईं: ',
    change,
  ],
  limitChanged: (change: ReactNode): ReactNode[] => ['आपकी लोन सीमा बदली: ', change],
  aFund: 'एक फ़ंड',
};
