import { formatRupeesOrDash } from '@/lib/format';
import type { LoanDetails } from './api/loan-details';

/** How much of the credit limit is in use, in percent from 0 to 100 (0 without a limit). */
export function usedShareOf(loan: LoanDetails): number {
  const total = loan.total_credit_amount ?? 0;
  const used = loan.principal_outstanding_amount ?? 0;
  return total > 0 ? Math.min(100, Math.max(0, (used / total) * 100)) : 0;
}

/**
 * The 'credit used' meter, as home's credit line and /loan's credit summary show it: what is owed
 * against the limit, read out as '{used} used of {total}'.
 */
export function CreditMeter({
  loan,
  label,
  usedOf,
  barClass = 'bg-brand-600',
}: {
  loan: LoanDetails;
  label: string;
  usedOf: (used: string, total: string) => string;
  barClass?: string;
}) {
  const total = loan.total_credit_amount ?? 0;
  const used = loan.principal_outstanding_amount ?? 0;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={used}
      aria-valuetext={usedOf(formatRupeesOrDash(used), formatRupeesOrDash(total))}
      className="mt-5 h-3 overflow-hidden rounded-full bg-brand-100"
    >
      <div
        className={`h-full rounded-full ${barClass}`}
        style={{ width: `${usedShareOf(loan)}%` }}
      />
    </div>
  );
}
