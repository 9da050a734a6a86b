import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, istDay } from '@/lib/ist';
import {
  customRangeProblem,
  financialYearOf,
  lastFinancialYear,
  thisFinancialYear,
} from '@/features/statements/period-rules';

describe('financial years (1 April to 31 March, in India)', () => {
  it.each([
    ['2026-11-24', '2026-04-01', '2027-03-31', '2026-27'],
    ['2026-04-01', '2026-04-01', '2027-03-31', '2026-27'],
    ['2026-03-31', '2025-04-01', '2026-03-31', '2025-26'],
    ['2000-01-01', '1999-04-01', '2000-03-31', '1999-00'],
    ['2024-02-29', '2023-04-01', '2024-03-31', '2023-24'],
  ])('%s falls in %s to %s (FY %s)', (day, from, to, label) => {
    expect(financialYearOf(day)).toEqual({ from, to, label });
  });

  it('counts the day in India: 31 March 20:00 UTC is already 1 April there', () => {
    const moment = new Date('2026-03-31T20:00:00Z');
    expect(thisFinancialYear(moment)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(lastFinancialYear(moment)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('this year runs to today; last year is the whole year before', () => {
    const moment = new Date('2026-11-24T12:00:00+05:30');
    expect(thisFinancialYear(moment)).toEqual({ from: '2026-04-01', to: '2026-11-24' });
    expect(lastFinancialYear(moment)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('holds for any moment: the year holds its Indian day, starts 1 April, ends 31 March', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (moment) => {
          const day = istDay(moment);
          const year = financialYearOf(day);
          expect(year.from <= day && day <= year.to).toBe(true);
          expect(year.from.slice(5)).toBe('04-01');
          expect(year.to.slice(5)).toBe('03-31');
          expect(Number(year.to.slice(0, 4)) - Number(year.from.slice(0, 4))).toBe(1);
          expect(year.label).toBe(`${year.from.slice(0, 4)}-${year.to.slice(2, 4)}`);
          const last = lastFinancialYear(moment);
          expect(addDays(last.to, 1)).toBe(year.from);
          expect(customRangeProblem(last.from, last.to, last.to)).toBeUndefined();
        },
      ),
    );
  });
});

describe('custom dates: at most 12 months, start on or before end, not past today', () => {
  const FAR = '2199-12-31';
  it.each([
    ['2026-01-01', '2026-01-01', undefined],
    ['2025-04-01', '2026-03-31', undefined],
    ['2025-04-01', '2026-04-01', 'tooLong'],
    ['2024-02-29', '2025-02-28', undefined],
    ['2024-02-29', '2025-03-01', 'tooLong'],
    ['2023-03-01', '2024-02-29', undefined],
    ['2026-05-02', '2026-05-01', 'reversed'],
    ['2027-01-01', '2025-01-01', 'reversed'],
    ['', '2025-01-01', 'missing'],
    ['2025-01-01', '2025-02-30', 'missing'],
    ['2026-02-30', '2026-03-05', 'missing'],
    ['2026-01-01T10:00:00+05:30', '2026-03-05', 'missing'],
    ['2026-01-01', '2026-03-05T10:00:00+05:30', 'missing'],
    ['1 Jan 2026', '2026-03-05', 'missing'],
  ] as const)('%s to %s: %s', (from, to, problem) => {
    expect(customRangeProblem(from, to, FAR)).toBe(problem);
  });

  it('refuses an end after today, and takes today itself', () => {
    expect(customRangeProblem('2026-11-01', '2027-01-31', '2026-11-28')).toBe('future');
    expect(customRangeProblem('2026-11-01', '2026-11-29', '2026-11-28')).toBe('future');
    expect(customRangeProblem('2026-11-01', '2026-11-28', '2026-11-28')).toBeUndefined();
  });

  it('never lets through more than 366 days, which the server refuses', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 800 }),
        (start, length) => {
          const from = istDay(start);
          const to = addDays(from, length);
          const allowed = customRangeProblem(from, to, FAR) === undefined;
          expect(allowed).toBe(to < nextYear(from));
          if (allowed) expect((daysBetween(from, to) ?? Infinity) + 1).toBeLessThanOrEqual(366);
        },
      ),
    );
  });
});

/** The same day a year on (29 February goes to 1 March). */
function nextYear(day: string): string {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return next.endsWith('02-29') ? `${next.slice(0, 5)}03-01` : next;
}
