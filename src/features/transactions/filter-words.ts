import type { Filters } from './transaction-filters';
import type { TransactionTexts } from './transaction-texts';

/** Each filter's choices in words, as the filter bar offers them. */
export const typeLabels = (t: TransactionTexts) => ({
  all: t.all,
  withdrawals: t.withdrawals,
  repayments: t.repayments,
});
export const statusLabels = (t: TransactionTexts) => ({
  all: t.all,
  SUCCESSFUL: t.statusWord('SUCCESSFUL'),
  INITIATED: t.statusWord('INITIATED'),
  FAILED: t.statusWord('FAILED'),
});
export const rangeLabels = (t: TransactionTexts) => ({
  all: t.allTime,
  month: t.thisMonth,
  '3m': t.lastThreeMonths,
  fy: t.thisFinancialYear,
  custom: t.customDates,
});

/**
 * What a statement of these filters holds, in words, for its title line: the type, the status and
 * a named range that are not 'all' ('Withdrawals', 'Successful', 'Last 3 months'). Custom dates
 * are not named: the statement's period gives them.
 */
export function filterWords(filters: Filters, t: TransactionTexts): string[] {
  return [
    filters.type === 'all' ? '' : typeLabels(t)[filters.type],
    filters.status === 'all' ? '' : statusLabels(t)[filters.status],
    filters.range === 'all' || filters.range === 'custom' ? '' : rangeLabels(t)[filters.range],
  ].filter(Boolean);
}
