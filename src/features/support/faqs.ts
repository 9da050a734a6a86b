/**
 * Fifteen questions a retail customer asks, answered with the product's figures
 * (docs/product.md#help-and-support).
 */
export const FAQS = [
  {
    id: 'what-is-las',
    question: 'What is a loan against securities?',
    answer:
      'It is a credit line secured by investments you already own, such as mutual funds and shares. You pledge them instead of selling them, borrow what you need, and keep the investments in your name.',
  },
  {
    id: 'what-can-i-pledge',
    question: 'Which investments can I pledge?',
    answer:
      'Equity mutual funds, debt mutual funds and listed shares held in your name. We fetch your holdings with your consent, so you can choose which ones to pledge.',
  },
  {
    id: 'ltv',
    question: 'What is the loan-to-value (LTV) ratio?',
    answer:
      'LTV is the share of your pledged value you can borrow. It is capped at 50% for equity funds and shares, and goes up to 80% for debt funds.',
  },
  {
    id: 'how-much',
    question: 'How much can I borrow against my mutual funds?',
    answer:
      'Up to 45% of the value of equity funds and 70–80% of the value of debt funds, within a loan of Rs 50,000 to Rs 5 crore.',
  },
  {
    id: 'interest-rate',
    question: 'What interest rate will I pay?',
    answer:
      'Rates range from 10.5% to 12.5% a year. The credit line against mutual funds is at a fixed 10.5% a year.',
  },
  {
    id: 'interest-charged',
    question: 'How is the interest charged?',
    answer:
      'Only on the amount you have withdrawn, for the days you keep it. An unused credit line costs no interest.',
  },
  {
    id: 'loan-amount',
    question: 'What are the minimum and maximum loan amounts?',
    answer: 'The minimum loan is Rs 50,000 and the maximum is Rs 5 crore.',
  },
  {
    id: 'eligibility',
    question: 'Who is eligible?',
    answer:
      'Indian residents aged 18 to 65 who hold investments worth at least Rs 50,000 in their own name.',
  },
  {
    id: 'pre-closure',
    question: 'Are there pre-closure or foreclosure charges?',
    answer: 'No. There are zero pre-closure charges: repay in part or in full whenever you like.',
  },
  {
    id: 'disbursal',
    question: 'How quickly will I get the money?',
    answer:
      'Once your credit line is set up, a withdrawal reaches your bank account in about 10 minutes.',
  },
  {
    id: 'returns',
    question: 'Will my investments keep earning while pledged?',
    answer:
      'Yes. The units stay in your name, so their growth, dividends and other benefits continue as before.',
  },
  {
    id: 'repay',
    question: 'How do I repay?',
    answer:
      'From My Loan Profile, through the credit line, at any time. Each repayment frees up the same amount to withdraw again.',
  },
  {
    id: 'value-falls',
    question: 'What happens if the value of my pledged investments falls?',
    answer:
      'If your loan goes above the allowed LTV, we will ask you to repay part of it or pledge more investments within the time given. We tell you by SMS and email first.',
  },
  {
    id: 'paperwork',
    question: 'Do I need to visit a branch or sign papers?',
    answer:
      'No. Everything is online: registration, the eligibility check, email verification and the credit line agreement.',
  },
  {
    id: 'unpledge',
    question: 'How do I get my investments back?',
    answer:
      'Repay what you owe and close the credit line; the pledge on your units is released and they are free to sell or switch.',
  },
] as const;
