import type { LoanWords } from './texts';
import type { Health } from './collateral-rules';

const healthWords: Record<Health, string> = {
  Healthy: 'ठीक आहे',
  'Close to your limit': 'मर्यादेच्या जवळ',
  'Margin shortfall': 'मार्जिनमध्ये तूट',
};

export const mr: LoanWords = {
  interestDue: (amount: string, date: string) => `${amount} व्याज ${date} रोजी भरायचे आहे`,
  interestWasDue: (amount: string, date: string) => `${amount} व्याज ${date} रोजी भरायचे होते`,
  repaymentTiming:
    'संध्याकाळी 6 नंतर किंवा बँकेच्या सुट्टीच्या दिवशी केलेली परतफेड पुढच्या कामकाजाच्या दिवशी तुमच्या क्रेडिट लाइनमध्ये पोहोचते; तोपर्यंत व्याज लागत राहते.',
  health: (health: Health) => healthWords[health],
  couldNotLoad: 'आम्ही तुमचे कर्ज लोड करू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
  loanToValue: 'लोन-टू-व्हॅल्यू (LTV)',
  cap: (percent: string) => `जास्तीत जास्त ${percent}`,
  ofCap: (percent: string) => `, जास्तीत जास्त ${percent}`,
};
