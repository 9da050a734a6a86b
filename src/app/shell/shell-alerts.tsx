import { LoanAlerts } from '@/loan/alerts/loan-alerts';
import { useCureInProgress } from '@/loan/cure-in-progress';

/**
 * The loan's banners over every signed-in page, with what the collateral requests add to them.
 * Its own chunk, loaded with the loan's details (the shell's first load stays as it was).
 */
export function ShellAlerts(props: { width: string; withInterest: boolean }) {
  return <LoanAlerts {...props} cure={useCureInProgress()} />;
}
