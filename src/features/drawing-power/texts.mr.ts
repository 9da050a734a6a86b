import type { ReactNode } from 'react';
import type { Range } from './api/drawing-power-history';
import type { DrawingPowerTexts } from './texts';

const lastRange: Record<Range, string> = {
  30: 'गेल्या 30 दिवसांत',
  90: 'गेल्या 90 दिवसांत',
  365: 'गेल्या एका वर्षात',
};

export const mr: DrawingPowerTexts = {
  heading: 'काळानुसार ड्रॉइंग पॉवर',
  range: 'कालावधी',
  rangeName: (days: Range) => (days === 365 ? '1 वर्ष' : `${days} दिवस`),
  wentFrom: (from: string, to: string, days: Range, lowestOn: string, lowest: string) =>
    `${lastRange[days]} तुमची ड्रॉइंग पॉवर ${from} वरून ${to} झाली. ${lowestOn} रोजी ती सर्वात कमी होती: ${lowest}.`,
  stayedAt: (amount: string, days: Range) =>
    `${lastRange[days]} तुमची ड्रॉइंग पॉवर ${amount} वर स्थिर राहिली.`,
  noHistory: 'तुमच्या ड्रॉइंग पॉवरचा अजून कोणताही इतिहास नाही.',
  loading: 'ड्रॉइंग पॉवरचा इतिहास लोड होत आहे',
  loadFailed: 'आम्ही तुमच्या ड्रॉइंग पॉवरचा इतिहास लोड करू शकलो नाही.',
  chart: 'ड्रॉइंग पॉवर आणि बाकी रक्कम, दिवसागणिक',
  keys: 'डावी आणि उजवी बाण की वापरून एक दिवस मागे-पुढे जा; होम आणि एंड की ने पहिल्या आणि शेवटच्या दिवसावर.',
  day: (date: string, drawingPower: string, owed: string, available: string) =>
    `${date}: ड्रॉइंग पॉवर ${drawingPower}, बाकी ${owed}, उपलब्ध ${available}`,
  drawingPower: 'ड्रॉइंग पॉवर',
  owed: 'बाकी रक्कम',
  shortfall: 'मार्जिनमध्ये तूट',
  change: 'एक बदल, खाली लिहिला आहे',
  showTable: 'तक्त्याच्या स्वरूपात दाखवा',
  hideTable: 'तक्ता लपवा',
  tableCaption: 'दिवसागणिक ड्रॉइंग पॉवर',
  date: 'तारीख',
  owedShort: 'बाकी',
  available: 'उपलब्ध',
  whatChanged: 'ती का बदलली',
  nothingChanged: 'या कालावधीत ती कशामुळेही बदलली नाही.',
  thousand: 'हजार',
  lakh: 'लाख',
  crore: 'कोटी',
  noChange: 'ड्रॉइंग पॉवरमध्ये कोणताही बदल नाही',
  drawingPowerBy: (change: ReactNode): ReactNode[] => ['ड्रॉइंग पॉवर ', change],
  priceMoved: (
    scheme: ReactNode,
    fell: boolean | undefined,
    percent: string,
    change: ReactNode,
  ): ReactNode[] => [
    scheme,
    ` ची किंमत${percent ? ` ${percent}` : ''} ${fell === undefined ? 'बदलली' : fell ? 'घसरली' : 'वाढली'}: `,
    change,
  ],
  capChanged: (
    scheme: ReactNode,
    lowered: boolean,
    from: string,
    to: string,
    change: ReactNode,
  ): ReactNode[] => [
    'कर्जदात्याने ',
    scheme,
    ` ची LTV मर्यादा ${from} वरून ${to} पर्यंत ${lowered ? 'कमी केली' : 'वाढवली'}: `,
    change,
  ],
  schemeRemoved: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'कर्जदाता आता ',
    scheme,
    ' स्वीकारत नाही: ',
    change,
  ],
  pledged: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'तुम्ही ',
    scheme,
    ' ची युनिट्स तारण ठेवली: ',
    change,
  ],
  released: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'तुम्ही ',
    scheme,
    ' ची युनिट्स सोडवली: ',
    change,
  ],
  limitChanged: (change: ReactNode): ReactNode[] => ['तुमची कर्ज मर्यादा बदलली: ', change],
  aFund: 'एक फंड',
};
