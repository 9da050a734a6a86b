import type { LoanWords } from './texts';
import type { Health } from './collateral-rules';

const healthWords: Record<Health, string> = {
  Healthy: 'ठीक है',
  'Close to your limit': 'सीमा के क़रीब',
  'Margin shortfall': 'मार्जिन की कमी',
};

export const hi: LoanWords = {
  interestDue: (amount: string, date: string) => `${amount} का ब्याज ${date} को देय है`,
  interestWasDue: (amount: string, date: string) => `${amount} का ब्याज ${date} को देय था`,
  repaymentTiming:
    'शाम 6 बजे के बाद या बैंक की छुट्टी के दिन की गई चुकौती अगले कामकाजी दिन आपकी क्रेडिट लाइन में पहुँचती है; तब तक ब्याज लगता रहता है।',
  health: (health: Health) => healthWords[health],
  couldNotLoad: 'हम आपका लोन लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
  loanToValue: 'लोन-टू-वैल्यू (LTV)',
  cap: (percent: string) => `ज़्यादा से ज़्यादा ${percent}`,
  ofCap: (percent: string) => `, ज़्यादा से ज़्यादा ${percent}`,
};
