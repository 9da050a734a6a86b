import { defineTexts } from '@/lib/i18n/texts';

/**
 * /faqs: fifteen questions a retail customer asks, answered with the product's figures
 * (docs/product.md#help-and-support), each a question `q…` and its answer `a…`. A catalogue of
 * its own, so the contact page does not load the answers. Hindi in faqs-texts.hi.ts.
 */
const en = {
  title: 'FAQs',
  intro: 'Frequently asked questions about loans against securities.',
  linkToAnswer: 'Link to this answer',
  qWhatIsLas: 'What is a loan against securities?',
  aWhatIsLas:
    'It is a credit line secured by investments you already own, such as mutual funds and shares. You pledge them instead of selling them, borrow what you need, and keep the investments in your name.',
  qWhatCanIPledge: 'Which investments can I pledge?',
  aWhatCanIPledge:
    'Equity mutual funds, debt mutual funds and listed shares held in your name. We fetch your holdings with your consent, so you can choose which ones to pledge.',
  qLtv: 'What is the loan-to-value (LTV) ratio?',
  aLtv: 'LTV is the share of your pledged value you can borrow. It is capped at 50% for equity funds and shares, and goes up to 80% for debt funds.',
  qHowMuch: 'How much can I borrow against my mutual funds?',
  aHowMuch:
    'Up to 45% of the value of equity funds and 70–80% of the value of debt funds, within a loan of ₹50,000 to ₹5 crore.',
  qInterestRate: 'What interest rate will I pay?',
  aInterestRate:
    'Rates range from 10.5% to 12.5% a year. The credit line against mutual funds is at a fixed 10.5% a year.',
  qInterestCharged: 'How is the interest charged?',
  aInterestCharged:
    'Only on the amount you have withdrawn, for the days you keep it. An unused credit line costs no interest.',
  qLoanAmount: 'What are the minimum and maximum loan amounts?',
  aLoanAmount: 'The minimum loan is ₹50,000 and the maximum is ₹5 crore.',
  qEligibility: 'Who is eligible?',
  aEligibility:
    'Indian residents aged 18 to 65 who hold investments worth at least ₹50,000 in their own name.',
  qPreClosure: 'Are there pre-closure or foreclosure charges?',
  aPreClosure:
    'No. There are zero pre-closure charges: repay in part or in full whenever you like.',
  qDisbursal: 'How quickly will I get the money?',
  aDisbursal:
    'Once your credit line is set up, a withdrawal reaches your bank account in about 10 minutes.',
  qReturns: 'Will my investments keep earning while pledged?',
  aReturns:
    'Yes. The units stay in your name, so their growth, dividends and other benefits continue as before.',
  qRepay: 'How do I repay?',
  aRepay:
    'From My Loan Profile, through the credit line, at any time. Each repayment frees up the same amount to withdraw again.',
  qValueFalls: 'What happens if the value of my pledged investments falls?',
  aValueFalls:
    'If your loan goes above the allowed LTV, we will ask you to repay part of it or pledge more investments within the time given. We tell you by SMS and email first.',
  qPaperwork: 'Do I need to visit a branch or sign papers?',
  aPaperwork:
    'No. Everything is online: registration, the eligibility check, email verification and the credit line agreement.',
  qUnpledge: 'How do I get my investments back?',
  aUnpledge:
    "To take back some units and keep the line, use 'Release units' on My Loan Profile: you can release what your loan does not need. To take back all of them, repay what you owe and close the credit line. Released units are free to sell or switch.",
};
export type FaqsTexts = typeof en;
export const faqsTexts = defineTexts(en, import.meta.glob('./faqs-texts.*.ts'));
