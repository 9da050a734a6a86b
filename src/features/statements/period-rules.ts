import { addDays, dayOf, istDay } from '@/lib/ist';

/** A statement's days, 'YYYY-MM-DD', both included. */
export type Period = { from: string; to: string };

/** A financial year in India: 1 April to 31 March, named '2025-26'. */
export type FinancialYear = Period & { label: string };

/** The financial year a 'YYYY-MM-DD' day falls in. */
export function financialYearOf(day: string): FinancialYear {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= '04-01' ? year : year - 1;
  const end = String(start + 1);
  return {
    from: `${start}-04-01`,
    to: `${end}-03-31`,
    label: `${start}-${end.slice(2)}`,
  };
}

/** From the first day of this financial year (in India) to today. */
export function thisFinancialYear(now: Date): Period {
  const today = istDay(now);
  return { from: financialYearOf(today).from, to: today };
}

/** The whole financial year before this one. */
export function lastFinancialYear(now: Date): Period {
  const { from, to } = financialYearOf(addDays(financialYearOf(istDay(now)).from, -1));
  return { from, to };
}

/** The same day a year later; 29 February's is 1 March. */
function yearAfter(day: string): string {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return next.endsWith('-02-29') ? addDays(`${next.slice(0, 8)}28`, 1) : next;
}

export type RangeProblem = 'missing' | 'reversed' | 'future' | 'tooLong';

/**
 * Why custom dates cannot be asked for, or undefined when they can: a day missing or not a day,
 * an end before the start, an end after `today` (India's), or more than 12 months (the end on or
 * after the same day a year later; at most 366 days, which the server allows).
 */
export function customRangeProblem(
  from: string,
  to: string,
  today: string,
): RangeProblem | undefined {
  // dayOf gives back only a 'YYYY-MM-DD' day as it is: a date and time, or no day, is missing.
  if (dayOf(from) !== from || dayOf(to) !== to) return 'missing';
  if (to < from) return 'reversed';
  if (to > today) return 'future';
  return to < yearAfter(from) ? undefined : 'tooLong';
}
