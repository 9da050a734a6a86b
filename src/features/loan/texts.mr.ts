import type { LoanTexts } from './texts';

const fundTypes: Record<string, string> = {
  EQUITY: 'इक्विटी',
  DEBT: 'डेट',
  HYBRID: 'हायब्रिड',
  OTHER: 'इतर',
};

/** The server's status codes the portal knows; another shows as sent. */
const creditStatusWords: Record<string, string> = {
  ACTIVE: 'चालू',
  CLOSED: 'बंद',
};

const documentTypes: Record<string, string> = {
  KFS: 'मुख्य माहितीचे विवरण (Key Facts Statement)',
  SANCTION_LETTER: 'मंजुरी पत्र',
  LOAN_AGREEMENT: 'कर्ज करार',
  NO_DUES_CERTIFICATE: 'बाकी नसल्याचा दाखला (no dues certificate)',
  OTHER: 'दस्तऐवज',
};

export const mr: LoanTexts = {
  loadingLoan: 'कर्जाचा तपशील लोड होत आहे',
  noActiveLoan: 'कोणतेही चालू कर्ज नाही',
  noLoanYet: 'क्रेडिट लाइन सुरू होताच इथे दिसेल. आधी पाहा, तुमच्या म्युच्युअल फंड आणि शेअर्सवर किती मिळू शकते.',
  checkBorrow: 'किती कर्ज मिळू शकते ते पाहा',
  status: 'स्थिती',
  creditStatus: (status: string) => creditStatusWords[status] ?? status,
  lender: 'कर्जदाता',
  processingCharges: 'प्रोसेसिंग शुल्क',
  yourCreditLine: 'तुमची क्रेडिट लाइन',
  withdrawOrRepay: 'पैसे काढा किंवा परतफेड करा',
  availableToWithdraw: 'काढण्यासाठी उपलब्ध',
  fundsAllow: (amount: string) => `तुमच्या तारण ठेवलेल्या फंडांवर आत्ता ${amount} पर्यंत मिळू शकते`,
  noneWhileClosing: 'क्रेडिट लाइन बंद होईपर्यंत काहीही नाही',
  used: 'वापरलेली रक्कम (व्याज आणि शुल्कासह)',
  totalLimit: 'एकूण कर्ज मर्यादा',
  creditUsed: 'वापरलेली रक्कम',
  usedOf: (used: string, total: string) => `${total} पैकी ${used} वापरले`,
  inUse: (percent: number) => `तुमच्या मर्यादेपैकी ${percent}% वापरात आहे.`,
  interestDue: 'भरायचे व्याज',
  dueBy: (date: string) => `${date} पर्यंत`,
  closingToday: (amount: string) =>
    `आज क्रेडिट लाइन बंद करण्यासाठी ${amount} भरावे लागतील: बाकी मुद्दल, व्याज आणि शुल्क मिळून.`,
  interestRate: 'व्याजदर',
  perYear: (rate: string) => `वार्षिक ${rate}`,
  apr: (rate: string) => `वार्षिक टक्केवारी दर (APR) ${rate}, सर्व शुल्कांसह`,
  renewalDate: 'नूतनीकरणाची तारीख',
  collateralHealth: 'तारणाची स्थिती',
  pledgedValue: 'तारणाचे मूल्य',
  drawingPower: 'ड्रॉइंग पॉवर',
  usedShort: 'वापरले',
  aboveDrawingPower: (amount: string, date: string | undefined) =>
    `तुमचे कर्ज तुमच्या ड्रॉइंग पॉवरपेक्षा ${amount} जास्त आहे${date ? `; ${date} पर्यंत हे दुरुस्त करा.` : '.'}`,
  pledgeWillCover: (units: string, date: string) =>
    `तुमची ${units} युनिट्स तारण ठेवण्याची विनंती ही तूट भरून काढेल; ${date} पर्यंत.`,
  pledgedFunds: 'तारण ठेवलेले फंड',
  noFundsPledged: 'एकही फंड तारण ठेवलेला नाही.',
  scheme: 'स्कीम',
  folioNumber: 'फोलिओ नंबर',
  type: 'प्रकार',
  fundType: (type: string) => fundTypes[type],
  units: 'युनिट्स',
  nav: 'NAV',
  navOn: (date: string) => `${date} रोजी`,
  marketValue: 'बाजारमूल्य',
  ltvCap: 'कमाल LTV',
  isin: 'ISIN',
  // A line that is closing or closed
  closingTitle: 'तुमची क्रेडिट लाइन बंद होत आहे',
  closingBody: (date: string | undefined) =>
    `तुमचे सर्व तारण ठेवलेले फंड सोडवले जात आहेत${date ? ` (${date} पर्यंत)` : ''}. तोपर्यंत पैसे काढता येणार नाहीत, आणि युनिट्स सोडवता किंवा तारण ठेवता येणार नाहीत.`,
  beingReleased: 'सोडवले जात आहेत',
  closedTitle: 'तुमची क्रेडिट लाइन बंद झाली आहे',
  closedOn: (date: string) => `${date} रोजी बंद झाली. तुमचे तारण ठेवलेले फंड सोडवले आहेत.`,
  closedBody: 'तुमचे दस्तऐवज आणि स्टेटमेंट इथेच राहतील.',
  yourDocuments: 'तुमच्या कर्जाचे दस्तऐवज',
  documentsFailed: 'तुमचे दस्तऐवज लोड होऊ शकले नाहीत.',
  documentType: (type: string) => documentTypes[type] ?? 'दस्तऐवज',
  issued: (date: string) => `दिल्याची तारीख: ${date}`,
  opensNewTab: '(नव्या टॅबमध्ये उघडते)',
};
