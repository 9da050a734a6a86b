import { dayOf } from '@/lib/ist';
import type { Transaction } from './api/transactions';
import { amountOf, isRepayment, statusOf, type Status } from './transaction-rules';

/**
 * The Transactions filters (docs/product.md#transactions), as they live in the URL query: `type`,
 * `status`, `range`, and `from`/`to` for a custom range. Anything unreadable there is the default
 * (all).
 */
export const TYPES = ['all', 'withdrawals', 'repayments'] as const;
export const STATUSES = ['all', 'SUCCESSFUL', 'INITIATED', 'FAILED'] as const;
export const RANGES = ['all', 'month', '3m', 'fy', 'custom'] as const;

export type Filters = {
  type: (typeof TYPES)[number];
  status: (typeof STATUSES)[number];
  range: (typeof RANGES)[number];
  /** Days ('YYYY-MM-DD') of a custom range; either may be open. */
  from?: string;
  to?: string;
};

export const ALL: Filters = { type: 'all', status: 'all', range: 'all' };

const oneOf = <T extends string>(values: readonly [T, ...T[]], value: string | null): T =>
  values.find((known) => known === value) ?? values[0];

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(value) === value;

export function filtersOf(params: URLSearchParams): Filters {
  const range = oneOf(RANGES, params.get('range'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    type: oneOf(TYPES, params.get('type')),
    status: oneOf(STATUSES, params.get('status')),
    range,
    ...(range === 'custom' && isDay(from) ? { from } : {}),
    ...(range === 'custom' && isDay(to) ? { to } : {}),
  };
}

/** The query with these filters (defaults left out, so an unfiltered URL stays clean). */
export function withFilters(current: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['type', 'status', 'range', 'from', 'to', 'page']) next.delete(key);
  if (filters.type !== 'all') next.set('type', filters.type);
  if (filters.status !== 'all') next.set('status', filters.status);
  if (filters.range !== 'all') next.set('range', filters.range);
  if (filters.range === 'custom') {
    if (filters.from) next.set('from', filters.from);
    if (filters.to) next.set('to', filters.to);
  }
  return next;
}

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `months` months before `day`, or the month's last day when it has no such day. */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(date, lastDayOfMonth(y, m));
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The days the range covers, both ends included, counted in India on `today`:
 * this month from its 1st; the last 3 months from the same day three months ago; the financial
 * year from 1 April to 31 March; a custom range as chosen. An open end is unbounded.
 */
export function periodOf(filters: Filters, today: string): { from?: string; to?: string } {
  const year = Number(today.slice(0, 4));
  switch (filters.range) {
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case '3m':
      return { from: monthsBefore(today, 3), to: today };
    case 'fy': {
      const start = today.slice(5) >= '04-01' ? year : year - 1;
      return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
    }
    case 'custom':
      return { from: filters.from, to: filters.to };
    default:
      return {};
  }
}

/** A transaction with what the filters and totals ask of it, worked out once. */
export type Row = {
  tx: Transaction;
  /** The Indian day it happened, or '' when its date cannot be read. */
  day: string;
  time: number;
  repayment: boolean;
  status: Status;
  amount: number | undefined;
};

/** Every transaction, newest first, ready to filter: 5,000 are indexed once, not per keystroke. */
export function rowsOf(transactions: Transaction[]): Row[] {
  return transactions
    .map((tx) => ({
      tx,
      day: dayOf(tx.created_at) ?? '',
      time: Date.parse(tx.created_at),
      repayment: isRepayment(tx),
      status: statusOf(tx),
      amount: amountOf(tx) ?? undefined,
    }))
    .sort((a, b) => (b.time || 0) - (a.time || 0));
}

export function select(rows: Row[], filters: Filters, today: string): Row[] {
  const { from, to } = periodOf(filters, today);
  return rows.filter(
    (row) =>
      (filters.type === 'all' || row.repayment === (filters.type === 'repayments')) &&
      (filters.status === 'all' || row.status === filters.status) &&
      (from === undefined || (row.day !== '' && row.day >= from)) &&
      (to === undefined || (row.day !== '' && row.day <= to)),
  );
}

/** Money that moved in the selection: successful withdrawals and repayments only. */
export function totalsOf(rows: Row[]): { withdrawn: number; repaid: number } {
  let withdrawn = 0;
  let repaid = 0;
  for (const row of rows) {
    if (row.status !== 'SUCCESSFUL' || row.amount === undefined) continue;
    if (row.repayment) repaid += row.amount;
    else withdrawn += row.amount;
  }
  return { withdrawn: Math.round(withdrawn * 100) / 100, repaid: Math.round(repaid * 100) / 100 };
}

/**
 * The days a statement of the selection covers: the range chosen, with an open start at the
 * oldest selected row's day and an open end at today (docs/product.md#statement).
 */
export function statementPeriod(
  rows: Row[],
  filters: Filters,
  today: string,
): { from: string; to: string } {
  const period = periodOf(filters, today);
  const oldest = rows.reduce((min, row) => (row.day && row.day < min ? row.day : min), today);
  return { from: period.from ?? oldest, to: period.to ?? today };
}
