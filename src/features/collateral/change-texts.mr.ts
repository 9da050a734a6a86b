import type { ReactNode } from 'react';
import type { ChangeTexts } from './change-texts';
import type { CollateralRequest } from '@/loan/api/collateral-requests';

type Kind = CollateralRequest['kind'];
type RequestStatus = CollateralRequest['status'];

const kindWords: Record<Kind, string> = {
  RELEASE: 'युनिट्स सोडवा',
  PLEDGE: 'आणखी तारण ठेवा',
  CLOSE: 'क्रेडिट लाइन बंद करा',
};

const requestStatusWords: Record<RequestStatus, string> = {
  RECEIVED: 'मिळाली',
  IN_PROGRESS: 'सुरू आहे',
  COMPLETED: 'पूर्ण झाली',
  REJECTED: 'नाकारली',
};

export const mr: ChangeTexts = {
  backToLoan: 'माझे कर्ज या पानावर परत जा',
  loadingLoan: 'तुमचे कर्ज लोड होत आहे',
  requestsFailed: 'तुमच्या विनंत्या लोड होऊ शकल्या नाहीत',
  onlyActive: 'तारण (collateral) फक्त चालू क्रेडिट लाइनचेच बदलता येते.',
  notOnline: 'हे सध्या ऑनलाइन करता येत नाही',
  byPhone: 'सध्या तुमचा कर्जदाता ही विनंती फोन किंवा ईमेलवरून घेतो.',
  talkToUs: 'आमच्याशी बोला',
  chooseFunds: 'फंड आणि युनिट्स निवडा',
  requestReceived: 'विनंती मिळाली',
  received: (kind: string, reference: ReactNode, due: string): ReactNode[] => [
    `तुमची ‘${kind}’ विनंती (संदर्भ `,
    reference,
    `) मिळाली आहे. ती ${due} पर्यंत पूर्ण होईल.`,
  ],
  requestUnderWay: 'एक विनंती सुरू आहे',
  oneAtATime: 'ही विनंती पूर्ण झाल्यावर तुम्ही दुसरी विनंती करू शकता.',
  beforeAndAfter: 'आधी आणि नंतर',
  drawingPower: 'ड्रॉइंग पॉवर',
  available: 'उपलब्ध',
  overMaximum: 'कमालपेक्षा जास्त',
  loanToValue: 'लोन-टू-व्हॅल्यू (LTV)',
  health: 'स्थिती',
  after: ' नंतर: ',
  now: 'आत्ता',
  afterTitle: 'नंतर',
  ltvNow: 'आत्ताचा LTV',
  ltvAfter: 'नंतरचा LTV',
  max: 'कमाल',
  enterUnits: 'युनिट्स अशी लिहा: 120 किंवा 1,250.5',
  noFundsPledged: 'एकही फंड तारण ठेवलेला नाही.',
  nothingToRelease: 'सध्या एकही युनिट सोडवता येत नाही',
  releaseInShortfall: (amount: string) =>
    `तुमचे कर्ज, तारण ठेवलेल्या फंडांवर मिळणाऱ्या रकमेपेक्षा ${amount} जास्त आहे, म्हणून तारण ठेवलेले प्रत्येक युनिट आवश्यक आहे. याची परतफेड केल्यावर किंवा आणखी तारण ठेवल्यावर तुम्ही युनिट्स सोडवू शकता.`,
  releaseAtLimit:
    'तुमच्या बाकी रकमेसाठी सध्या तारण ठेवलेले प्रत्येक युनिट आवश्यक आहे. यातील काही परतफेड करा, मग तुम्ही युनिट्स सोडवू शकता.',
  repayNow: 'आत्ता परतफेड करा',
  unitsToRelease: 'सोडवायची युनिट्स',
  releasable: (pledged: string, max: string, estimate: boolean) =>
    `${pledged} युनिट्स तारण आहेत · ${max} पर्यंत सोडवू शकता${estimate ? ' (आमचा अंदाज)' : ''}`,
  // The field stands under its fund's name, which is the server's and stays as sent there.
  releaseAtMost: (max: string, scheme: string) => `${scheme} ची जास्तीत जास्त ${max} युनिट्स सोडवू शकता`,
  loadingFunds: 'तुमचे फंड लोड होत आहेत',
  fundsFailed: 'तुमचे फंड लोड होऊ शकले नाहीत',
  noOtherFunds: 'तारण ठेवण्यासाठी तुमच्याकडे दुसरा कोणताही फंड नाही',
  allPledged:
    'तुमच्या पोर्टफोलिओतील प्रत्येक फंड आधीच तारण आहे. इतरत्र ठेवलेले फंड तारण ठेवण्यासाठी आमच्याशी बोला.',
  noneEligible: 'तुमच्या उरलेल्या फंडांपैकी एकही तारण ठेवता येत नाही',
  noneEligibleWhy:
    'तुमचा कर्जदाता सध्या हे स्वीकारत नाही; प्रत्येक फंडाखाली त्याचे कारण लिहिले आहे. इतरत्र ठेवलेले फंड तारण ठेवण्यासाठी आमच्याशी बोला.',
  unitsToPledge: 'तारण ठेवायची युनिट्स',
  youHold: (units: string) => `तुमच्याकडे या फंडाची फक्त ${units} युनिट्स आहेत`,
  held: (units: string, nav: string | undefined, lends: string | undefined) =>
    `तुमच्याकडे ${units} युनिट्स${nav === undefined ? '' : ` · NAV ${nav}`}${lends === undefined ? '' : ` · ${lends} पर्यंत कर्ज`}`,
  cannotPledge: (reason: ReactNode): ReactNode[] => ['तारण ठेवता येत नाही: ', reason],
  notAccepted: 'तुमचा कर्जदाता हा फंड स्वीकारत नाही',
  cures: (cured: string, shortfall: string) => `${shortfall} तुटीपैकी ${cured} भरून निघेल`,
  stillDue: (head: string, remaining: string, by: string | undefined) =>
    `${head}; ${by ? `${by} पर्यंत ` : ''}आणखी ${remaining} हवे`,
  loadingQuote: 'बंद करण्याची रक्कम लोड होत आहे',
  quoteFailed: 'बंद करण्याची रक्कम लोड होऊ शकली नाही',
  beingReleased: 'हे सोडवले जात आहेत:',
  unitsOf: (units: string, scheme: ReactNode): ReactNode[] => [scheme, ' ची ', units, ' युनिट्स'],
  toClose: 'क्रेडिट लाइन बंद करण्यासाठी',
  principal: 'बाकी मुद्दल',
  interestAccrued: 'जमा झालेले व्याज',
  charges: 'शुल्क',
  totalPayable: 'एकूण भरायची रक्कम',
  validUntil: (date: string) => `${date} पर्यंत वैध`,
  repayFirst: 'आधी बाकी रकमेची परतफेड करा; मग तुम्ही इथे क्रेडिट लाइन बंद करू शकता.',
  oweNothing: 'तुमच्याकडे काहीही बाकी नाही. क्रेडिट लाइन बंद केल्यावर तुमचे सर्व तारण ठेवलेले फंड सोडवले जातील.',
  repayToClose: (amount: string) => `बंद करण्यासाठी ${amount} परतफेड करा`,
  cancel: 'रद्द करा',
  closeLine: 'क्रेडिट लाइन बंद करा',
  confirmWithPhone: 'तुमच्या फोनने खात्री करा',
  enterCode: 'तुमच्या नोंदणीकृत फोनवर पाठवलेला कोड लिहा.',
  phoneCode: 'फोनवर आलेला कोड',
  confirm: 'खात्री करा',
  continue: 'पुढे चला',
  changeSelection: 'निवड बदला',
  kind: (kind: Kind) => kindWords[kind],
  requestStatus: (status: RequestStatus) => requestStatusWords[status],
  requests: 'विनंत्या',
  noRequests:
    'युनिट्स सोडवण्याच्या, आणखी युनिट्स तारण ठेवण्याच्या किंवा क्रेडिट लाइन बंद करण्याच्या विनंत्या इथे दिसतील.',
  allPledgedFunds: 'सर्व तारण ठेवलेले फंड',
  reference: (code: ReactNode): ReactNode[] => ['संदर्भ ', code],
  isin: 'ISIN',
  requested: (when: string) => `विनंती ${when} रोजी केली`,
  dueByWhen: (when: string) => ` · ${when} पर्यंत पूर्ण होईल`,
  completedWhen: (when: string) => ` · ${when} रोजी पूर्ण झाली`,
  reason: 'कारण:',
  noActiveLoan: 'कोणतेही चालू कर्ज नाही',
};
