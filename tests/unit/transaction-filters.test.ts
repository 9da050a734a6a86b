import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/features/transactions/api/transactions';
import {
  ALL,
  filtersOf,
  periodOf,
  rowsOf,
  select,
  statementPeriod,
  totalsOf,
  withFilters,
  type Filters,
} from '@/features/transactions/transaction-filters';

let next = 0;
function tx(event_type: string, created_at: string, amount = 1000, status?: string): Transaction {
  const repayment = event_type.startsWith('REPAYMENT');
  return {
    id: `t${++next}`,
    created_at,
    event_type,
    event_details: {
      bank_name: 'HDFC Bank',
      account_last_4_digits: '4321',
      application_type: 'CREDIT_LINE',
      withdrawal_amount: repayment ? undefined : amount,
      repayment_amount: repayment ? amount : undefined,
    },
    status: status as Transaction['status'],
    reference: '',
    failure_reason: '',
  };
}

const today = '2026-11-25';

describe('filters in the URL', () => {
  it('reads what it knows and takes the default for anything else', () => {
    expect(filtersOf(new URLSearchParams(''))).toEqual(ALL);
    expect(
      filtersOf(new URLSearchParams('type=repayments&status=FAILED&range=fy&from=2026-01-01')),
    ).toEqual({ type: 'repayments', status: 'FAILED', range: 'fy' });
    expect(filtersOf(new URLSearchParams('type=<script>&status=failed&range=year'))).toEqual(ALL);
    expect(filtersOf(new URLSearchParams('range=custom&from=2026-02-30&to=2026-11-01'))).toEqual({
      ...ALL,
      range: 'custom',
      to: '2026-11-01',
    });
  });

  it('writes only what differs from the default, keeps the tab and goes back to page 1', () => {
    const current = new URLSearchParams('tab=transactions&page=3&from=2026-01-01');
    expect(withFilters(current, ALL).toString()).toBe('tab=transactions');
    const custom: Filters = { ...ALL, type: 'withdrawals', range: 'custom', from: '2026-04-01' };
    const written = withFilters(current, custom);
    expect(written.toString()).toBe(
      'tab=transactions&type=withdrawals&range=custom&from=2026-04-01',
    );
    expect(filtersOf(written)).toEqual(custom);
  });
});

describe('date ranges, in Indian days', () => {
  it.each([
    ['month', '2026-11-25', { from: '2026-11-01', to: '2026-11-25' }],
    ['3m', '2026-11-25', { from: '2026-08-25', to: '2026-11-25' }],
    ['3m', '2026-05-31', { from: '2026-02-28', to: '2026-05-31' }],
    ['3m', '2026-02-15', { from: '2025-11-15', to: '2026-02-15' }],
    ['fy', '2026-11-25', { from: '2026-04-01', to: '2027-03-31' }],
    ['fy', '2027-03-31', { from: '2026-04-01', to: '2027-03-31' }],
    ['fy', '2026-04-01', { from: '2026-04-01', to: '2027-03-31' }],
    ['all', '2026-11-25', {}],
  ] as const)('%s on %s', (range, day, period) => {
    expect(periodOf({ ...ALL, range }, day)).toEqual(period);
  });
});

describe('selecting and totalling', () => {
  const rows = rowsOf([
    tx('WITHDRAWAL_SUCCESSFUL', '2026-03-31T23:00:00+05:30', 150_000),
    tx('WITHDRAWAL_FAILED', '2026-11-02T11:45:00+05:30', 20_000),
    // 31 Oct 19:00 UTC is already 1 Nov in India.
    tx('REPAYMENT_SUCCESSFUL', '2026-10-31T19:00:00Z', 25_000.5),
    tx('WITHDRAWAL_INITIATED', '2026-11-20T15:25:00+05:30', 10_000),
    tx('WITHDRAWAL_INITIATED', '2026-11-21T10:00:00+05:30', 7_000, 'SUCCESSFUL'),
    tx('REPAYMENT_SUCCESSFUL', 'yesterday', 99),
  ]);
  const pick = (filters: Partial<Filters>) =>
    select(rows, { ...ALL, ...filters }, today).map((row) => row.tx.id);
  const id = (index: number) => rows[index]?.tx.id;

  it('lists the newest first, an unreadable date last', () => {
    expect(rows.map((row) => row.day)).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-02',
      '2026-11-01',
      '2026-03-31',
      '',
    ]);
  });

  it('filters by type, status and range together', () => {
    expect(pick({})).toHaveLength(6);
    expect(pick({ type: 'repayments' })).toHaveLength(2);
    expect(pick({ type: 'withdrawals', status: 'SUCCESSFUL' })).toEqual([id(0), id(4)]);
    expect(pick({ range: 'month' })).toHaveLength(4);
    expect(pick({ range: 'fy' })).toHaveLength(4);
    expect(pick({ range: 'custom', from: '2026-11-02', to: '2026-11-20' })).toEqual([id(1), id(2)]);
    expect(pick({ range: 'custom', to: '2026-04-01' })).toEqual([id(4)]);
  });

  it('totals only money that moved', () => {
    expect(totalsOf(select(rows, ALL, today))).toEqual({ withdrawn: 157_000, repaid: 25_099.5 });
    expect(totalsOf(select(rows, { ...ALL, status: 'FAILED' }, today))).toEqual({
      withdrawn: 0,
      repaid: 0,
    });
  });

  it('names the statement period: the range, or the oldest row to today', () => {
    const all = select(rows, ALL, today);
    expect(statementPeriod(all, ALL, today)).toEqual({ from: '2026-03-31', to: today });
    expect(statementPeriod([], ALL, today)).toEqual({ from: today, to: today });
    expect(statementPeriod(all, { ...ALL, range: 'custom', to: '2026-06-30' }, today)).toEqual({
      from: '2026-03-31',
      to: '2026-06-30',
    });
  });

  it('reads 5,000 transactions once: choosing a filter only compares what was worked out', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      tx(
        i % 3 ? 'WITHDRAWAL_SUCCESSFUL' : 'REPAYMENT_SUCCESSFUL',
        `2026-0${1 + (i % 9)}-1${i % 10}`,
      ),
    );
    let reads = 0;
    // Each row's transaction, counted when anything looks at it again.
    const indexed = rowsOf(many).map((row) => {
      const counted = { ...row };
      Object.defineProperty(counted, 'tx', {
        get: () => {
          reads += 1;
          return row.tx;
        },
      });
      return counted;
    });
    const withdrawals = { ...ALL, type: 'withdrawals' } as const;
    for (const range of ['month', '3m', 'fy', 'all'] as const) {
      totalsOf(select(indexed, { ...withdrawals, range }, today));
    }
    expect(reads).toBe(0);
    expect(select(indexed, withdrawals, today)).toHaveLength(3333);
  });
});
