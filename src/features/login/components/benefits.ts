/**
 * The carousel's five slides: the product's marketing claims (docs/product.md#marketing-claims).
 */
export const BENEFITS = [
  {
    figure: '₹5 Cr',
    title: 'Loans up to Rs 5 crore',
    text: 'Borrow against your mutual funds and stocks without selling them.',
  },
  {
    figure: '10.25%',
    title: 'Rates from 10.25% p.a.',
    text: 'Far less than a credit card (35%) or a personal loan (18%).',
  },
  {
    figure: '50%',
    title: '50% LTV on stocks',
    text: 'Unlock up to half the value of your shares as a credit line.',
  },
  {
    figure: '10 min',
    title: 'Disbursal in 10 minutes',
    text: 'Fully online: the money reaches your bank account in minutes.',
  },
  {
    figure: '₹0',
    title: 'Zero pre-closure charges',
    text: 'Repay any time, in part or in full, at no extra cost.',
  },
] as const;
