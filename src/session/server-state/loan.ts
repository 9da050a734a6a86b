import { queryOptions } from '@tanstack/react-query';
import { getLoanDetails } from '../api/loan-details';

/**
 * The root of every key of the loan's data: its details here (the shell's alerts, the home page,
 * the loan and credit-line pages read them), its transactions and documents in the loan feature.
 */
export const loanKey = ['loan'] as const;

export const loanDetailsQuery = queryOptions({
  queryKey: [...loanKey, 'details'],
  queryFn: getLoanDetails,
});
