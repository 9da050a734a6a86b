import type { LoanTexts } from './texts';

const fundTypes: Record<string, string> = {
  EQUITY: 'इक्विटी',
  DEBT: 'डेट',
  HYBRID: 'हाइब्रिड',
  OTHER: 'अन्य',
};

/** The server's status codes the portal knows; another shows as sent. */
const creditStatusWords: Record<string, string> = {
  ACTIVE: 'चालू',
  CLOSING: 'बंद हो रही है',
  CLOSED: 'बंद',
};

const documentTypes: Record<string, string> = {
  KFS: 'मुख्य तथ्य विवरण (KFS)',
  SANCTION_LETTER: 'स्वीकृति पत्र',
  LOAN_AGREEMENT: 'लोन अनुबंध',
  NO_DUES_CERTIFICATE: 'नो ड्यूज़ सर्टिफ़िकेट (बकाया न होने का प्रमाणपत्र)',
  OTHER: 'दस्तावेज़',
};

export const hi: LoanTexts = {
  loadingLoan: 'लोन का विवरण लोड हो रहा है',
  noActiveLoan: 'कोई चालू लोन नहीं है',
  noLoanYet: 'क्रेडिट लाइन खुलते ही यहाँ दिखेगी। पहले देखें कि आपके म्यूचुअल फ़ंड और शेयर पर कितना मिल सकता है।',
  checkBorrow: 'देखें कि कितना उधार मिल सकता है',
  status: 'स्थिति',
  creditStatus: (status: string) => creditStatusWords[status] ?? status,
  lender: 'ऋणदाता',
  processingCharges: 'प्रोसेसिंग शुल्क',
  yourCreditLine: 'आपकी क्रेडिट लाइन',
  withdrawOrRepay: 'पैसे निकालें या चुकाएँ',
  availableToWithdraw: 'निकालने के लिए उपलब्ध',
  fundsAllow: (amount: string) => `आपके गिरवी रखे फ़ंड पर अभी ${amount} तक मिल सकता है`,
  noneWhileClosing: 'क्रेडिट लाइन बंद हो रही है, इसलिए अब कुछ नहीं निकाल सकते',
  used: 'इस्तेमाल की गई राशि (ब्याज और शुल्क मिलाकर)',
  totalLimit: 'कुल लोन सीमा',
  creditUsed: 'इस्तेमाल की गई राशि',
  usedOf: (used: string, total: string) => `${total} में से ${used} इस्तेमाल हुए`,
  inUse: (percent: number) => `आपकी सीमा का ${percent}% इस्तेमाल हो रहा है।`,
  interestDue: 'देय ब्याज',
  dueBy: (date: string) => `${date} तक`,
  closingToday: (amount: string) =>
    `आज क्रेडिट लाइन बंद करने के लिए ${amount} चुकाने होंगे: बकाया मूलधन, ब्याज और शुल्क मिलाकर।`,
  interestRate: 'ब्याज दर',
  perYear: (rate: string) => `${rate} सालाना`,
  apr: (rate: string) => `वार्षिक प्रतिशत दर (APR) ${rate}, सभी शुल्क मिलाकर`,
  renewalDate: 'नवीनीकरण की तारीख़',
  collateralHealth: 'गिरवी की स्थिति',
  pledgedValue: 'गिरवी का मूल्य',
  drawingPower: 'ड्रॉइंग पावर',
  usedShort: 'इस्तेमाल हुआ',
  aboveDrawingPower: (amount: string, date: string | undefined) =>
    `आपका लोन आपकी ड्रॉइंग पावर से ${amount} ज़्यादा है${date ? `; ${date} तक इसे ठीक करें।` : '।'}`,
  pledgeWillCover: (units: string, date: string) =>
    `आपने ${units} यूनिट गिरवी रखने का जो अनुरोध किया है, उससे ${date} तक यह कमी पूरी हो जाएगी।`,
  pledgedFunds: 'गिरवी रखे फ़ंड',
  noFundsPledged: 'कोई फ़ंड गिरवी नहीं है।',
  scheme: 'स्कीम',
  folioNumber: 'फ़ोलियो नंबर',
  type: 'प्रकार',
  fundType: (type: string) => fundTypes[type],
  units: 'यूनिट',
  nav: 'NAV',
  navOn: (date: string) => `${date} को`,
  marketValue: 'बाज़ार मूल्य',
  ltvCap: 'अधिकतम LTV',
  isin: 'ISIN',
  // A line that is closing or closed
  closingTitle: 'आपकी क्रेडिट लाइन बंद हो रही है',
  closingBody: (date: string | undefined) =>
    `आपके सभी गिरवी रखे फ़ंड छुड़ाए जा रहे हैं${date ? ` (${date} तक)` : ''}। तब तक न पैसे निकाले जा सकते हैं, न यूनिट छुड़ाई या गिरवी रखी जा सकती हैं।`,
  beingReleased: 'छुड़ाए जा रहे हैं',
  closedTitle: 'आपकी क्रेडिट लाइन बंद हो गई है',
  closedOn: (date: string) => `${date} को बंद हुई। आपके गिरवी रखे फ़ंड छुड़ा दिए गए हैं।`,
  closedBody: 'आपके दस्तावेज़ और स्टेटमेंट यहीं रहेंगे।',
  yourDocuments: 'आपके लोन के दस्तावेज़',
  documentsFailed: 'आपके दस्तावेज़ लोड नहीं हो सके।',
  documentType: (type: string) => documentTypes[type] ?? 'दस्तावेज़',
  issued: (date: string) => `जारी: ${date}`,
  opensNewTab: '(नए टैब में खुलता है)',
};
