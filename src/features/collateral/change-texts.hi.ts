import type { ReactNode } from 'react';
import type { ChangeTexts } from './change-texts';
import type { CollateralRequest } from '@/loan/api/collateral-requests';

type Kind = CollateralRequest['kind'];
type RequestStatus = CollateralRequest['status'];

const kindWords: Record<Kind, string> = {
  RELEASE: 'यूनिट छुड़ाएँ',
  PLEDGE: 'और गिरवी रखें',
  CLOSE: 'क्रेडिट लाइन बंद करें',
};

const requestStatusWords: Record<RequestStatus, string> = {
  RECEIVED: 'मिल गया',
  IN_PROGRESS: 'जारी है',
  COMPLETED: 'पूरा हुआ',
  REJECTED: 'अस्वीकार',
};

export const hi: ChangeTexts = {
  backToLoan: 'मेरी लोन प्रोफ़ाइल पर वापस जाएँ',
  loadingLoan: 'आपका लोन लोड हो रहा है',
  requestsFailed: 'आपके अनुरोध लोड नहीं हो सके',
  onlyActive: 'गिरवी (collateral) सिर्फ़ चालू क्रेडिट लाइन की बदली जा सकती है।',
  notOnline: 'यह अभी ऑनलाइन नहीं हो सकता',
  byPhone: 'अभी आपका ऋणदाता यह अनुरोध फ़ोन या ईमेल से लेता है।',
  talkToUs: 'हमसे बात करें',
  chooseFunds: 'फ़ंड और यूनिट चुनें',
  requestReceived: 'अनुरोध मिल गया',
  received: (kind: string, reference: ReactNode, due: string): ReactNode[] => [
    `आपका अनुरोध ‘${kind}’ (रेफ़रेंस `,
    reference,
    `) मिल गया है। यह ${due} तक पूरा हो जाएगा।`,
  ],
  requestUnderWay: 'एक अनुरोध जारी है',
  oneAtATime: 'यह अनुरोध पूरा होने के बाद आप दूसरा अनुरोध कर सकते हैं।',
  beforeAndAfter: 'पहले और बाद में',
  drawingPower: 'ड्रॉइंग पावर',
  available: 'उपलब्ध',
  overMaximum: 'अधिकतम से ज़्यादा',
  loanToValue: 'लोन-टू-वैल्यू (LTV)',
  health: 'स्थिति',
  after: ' बाद में: ',
  now: 'अभी',
  afterTitle: 'बाद में',
  ltvNow: 'अभी का LTV',
  ltvAfter: 'बाद का LTV',
  max: 'अधिकतम',
  enterUnits: 'यूनिट ऐसे लिखें: 120 या 1,250.5',
  noFundsPledged: 'कोई फ़ंड गिरवी नहीं है।',
  nothingToRelease: 'अभी कोई यूनिट नहीं छुड़ाई जा सकती',
  releaseInShortfall: (amount: string) =>
    `आपका लोन, गिरवी रखे फ़ंड पर मिलने वाली राशि से ${amount} ज़्यादा है, इसलिए गिरवी रखी हर यूनिट की ज़रूरत है। इसे चुकाने या और गिरवी रखने के बाद आप यूनिट छुड़ा सकते हैं।`,
  releaseAtLimit:
    'आपके बकाया के लिए अभी गिरवी रखी हर यूनिट की ज़रूरत है। इसमें से कुछ चुकाएँ, फिर आप यूनिट छुड़ा सकते हैं।',
  repayNow: 'अभी चुकाएँ',
  unitsToRelease: 'छुड़ाने वाली यूनिट',
  releasable: (pledged: string, max: string, estimate: boolean) =>
    `${pledged} यूनिट गिरवी हैं · ${max} तक छुड़ा सकते हैं${estimate ? ' (हमारा अनुमान)' : ''}`,
  // The field stands under its fund's name, which is the server's and stays as sent there.
  releaseAtMost: (max: string, scheme: string) =>
    `${scheme} की ज़्यादा से ज़्यादा ${max} यूनिट छुड़ा सकते हैं`,
  loadingFunds: 'आपके फ़ंड लोड हो रहे हैं',
  fundsFailed: 'आपके फ़ंड लोड नहीं हो सके',
  noOtherFunds: 'गिरवी रखने के लिए आपके पास और कोई फ़ंड नहीं है',
  allPledged: 'आपके पोर्टफ़ोलियो का हर फ़ंड पहले से गिरवी है। कहीं और रखे फ़ंड गिरवी रखने के लिए हमसे बात करें।',
  noneEligible: 'आपके बाकी फ़ंड में से कोई भी गिरवी नहीं रखा जा सकता',
  noneEligibleWhy:
    'आपका ऋणदाता अभी इन्हें नहीं लेता; हर फ़ंड के नीचे इसकी वजह लिखी है। कहीं और रखे फ़ंड गिरवी रखने के लिए हमसे बात करें।',
  unitsToPledge: 'गिरवी रखने वाली यूनिट',
  youHold: (units: string) => `आपके पास इस फ़ंड की ${units} यूनिट ही हैं`,
  held: (units: string, nav: string | undefined, lends: string | undefined) =>
    `आपके पास ${units} यूनिट${nav === undefined ? '' : ` · NAV ${nav}`}${lends === undefined ? '' : ` · ${lends} तक लोन`}`,
  cannotPledge: (reason: ReactNode): ReactNode[] => ['गिरवी नहीं रख सकते: ', reason],
  notAccepted: 'आपका ऋणदाता इसे नहीं लेता',
  cures: (cured: string, shortfall: string) => `${shortfall} की कमी में से ${cured} पूरी होगी`,
  stillDue: (head: string, remaining: string, by: string | undefined) =>
    `${head}; ${by ? `${by} तक ` : ''}${remaining} और चाहिए`,
  loadingQuote: 'बंद करने की राशि लोड हो रही है',
  quoteFailed: 'बंद करने की राशि लोड नहीं हो सकी',
  beingReleased: 'ये छुड़ाए जा रहे हैं:',
  unitsOf: (units: string, scheme: ReactNode): ReactNode[] => [scheme, ' की ', units, ' यूनिट'],
  toClose: 'क्रेडिट लाइन बंद करने के लिए',
  principal: 'बकाया मूलधन',
  interestAccrued: 'जुड़ा हुआ ब्याज',
  charges: 'शुल्क',
  totalPayable: 'कुल देय राशि',
  validUntil: (date: string) => `${date} तक मान्य`,
  repayFirst: 'पहले बकाया चुकाएँ; फिर आप यहाँ क्रेडिट लाइन बंद कर सकते हैं।',
  oweNothing: 'आप पर कुछ बकाया नहीं है। क्रेडिट लाइन बंद करने पर आपके सभी गिरवी रखे फ़ंड छूट जाएँगे।',
  repayToClose: (amount: string) => `बंद करने के लिए ${amount} चुकाएँ`,
  cancel: 'रद्द करें',
  closeLine: 'क्रेडिट लाइन बंद करें',
  confirmWithPhone: 'अपने फ़ोन से पुष्टि करें',
  enterCode: 'आपके रजिस्टर्ड फ़ोन पर भेजा गया कोड डालें।',
  phoneCode: 'फ़ोन पर आया कोड',
  confirm: 'पुष्टि करें',
  continue: 'आगे बढ़ें',
  changeSelection: 'चुनाव बदलें',
  kind: (kind: Kind) => kindWords[kind],
  requestStatus: (status: RequestStatus) => requestStatusWords[status],
  requests: 'अनुरोध',
  noRequests: 'यूनिट छुड़ाने, ज़्यादा यूनिट गिरवी रखने या क्रेडिट लाइन बंद करने के अनुरोध यहाँ दिखेंगे।',
  allPledgedFunds: 'सभी गिरवी रखे फ़ंड',
  reference: (code: ReactNode): ReactNode[] => ['रेफ़रेंस ', code],
  isin: 'ISIN',
  requested: (when: string) => `अनुरोध ${when} को किया`,
  dueByWhen: (when: string) => ` · ${when} तक पूरा होगा`,
  completedWhen: (when: string) => ` · ${when} को पूरा हुआ`,
  reason: 'कारण:',
  noActiveLoan: 'कोई चालू लोन नहीं है',
};
