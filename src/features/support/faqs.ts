import type { FaqsTexts } from './faqs-texts';

type Key = keyof FaqsTexts;

/** The FAQ in its order: each answer's anchor (a link to it, #ltv, opens it) and its texts. */
export const FAQS: readonly { id: string; question: Key; answer: Key }[] = [
  { id: 'what-is-las', question: 'qWhatIsLas', answer: 'aWhatIsLas' },
  { id: 'what-can-i-pledge', question: 'qWhatCanIPledge', answer: 'aWhatCanIPledge' },
  { id: 'ltv', question: 'qLtv', answer: 'aLtv' },
  { id: 'how-much', question: 'qHowMuch', answer: 'aHowMuch' },
  { id: 'interest-rate', question: 'qInterestRate', answer: 'aInterestRate' },
  { id: 'interest-charged', question: 'qInterestCharged', answer: 'aInterestCharged' },
  { id: 'loan-amount', question: 'qLoanAmount', answer: 'aLoanAmount' },
  { id: 'eligibility', question: 'qEligibility', answer: 'aEligibility' },
  { id: 'pre-closure', question: 'qPreClosure', answer: 'aPreClosure' },
  { id: 'disbursal', question: 'qDisbursal', answer: 'aDisbursal' },
  { id: 'returns', question: 'qReturns', answer: 'aReturns' },
  { id: 'repay', question: 'qRepay', answer: 'aRepay' },
  { id: 'value-falls', question: 'qValueFalls', answer: 'aValueFalls' },
  { id: 'paperwork', question: 'qPaperwork', answer: 'aPaperwork' },
  { id: 'unpledge', question: 'qUnpledge', answer: 'aUnpledge' },
];
