import { useQuery } from '@tanstack/react-query';
import { useLineClose } from '@/loan/line-close';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { CreditLineIllustration } from './credit-line-illustration';
import { YourCreditLine } from './your-credit-line';

/**
 * A customer's own line, or the example to one without a line. Until the loan is known (or when
 * it cannot be read) neither shows: made-up figures beside a real line are what this avoids.
 */
export function HeroCreditLine() {
  const loan = useQuery(loanDetailsQuery).data;
  const close = useLineClose();
  if (loan === undefined) return null;
  return loan ? <YourCreditLine loan={loan} close={close} /> : <CreditLineIllustration />;
}
