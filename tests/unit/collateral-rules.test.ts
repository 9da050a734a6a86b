import { describe, expect, it } from 'vitest';
import { isActiveLine, type LoanDetails } from '@/loan/api/loan-details';
import {
  interestMessage,
  interestNotice,
  isPayingInterest,
  payInterestState,
} from '@/loan/interest-due';
import { collateralOf } from '@/loan/collateral-rules';
import { addDays, dayOf, daysBetween, istDay } from '@/lib/ist';
import { loanDetails } from '../support/builders';

/** A loan with the first version's fields; the loan servicing fields are given per case. */
const loan = (fields: Partial<LoanDetails> = {}): LoanDetails =>
  loanDetails({
    total_credit_amount: 500_000,
    available_credit_amount: 315_000,
    principal_outstanding_amount: 185_000,
    current_applicable_interest_rate: 10.5,
    pledged_portfolio_amount: 1_000_000,
    renewal_date: '2027-03-15',
    processing_charges: 1999,
    interest_due_amount: 1617.81,
    interest_due_date: '2026-12-07',
    ...fields,
  });

describe('collateral health', () => {
  it("derives from the seed's fields alone: drawing power is the limit, no shortfall", () => {
    expect(collateralOf(loan())).toEqual({
      pledged: 1_000_000,
      drawingPower: 500_000,
      used: 185_000,
      ltv: 18.5,
      cap: undefined,
      shortfall: 0,
      dueDate: undefined,
      health: 'Healthy',
    });
  });

  it("takes Meera's figures from the server: a shortfall of ₹42,500 due on its date", () => {
    const meera = collateralOf(
      loan({
        pledged_portfolio_amount: 400_000,
        drawing_power: 180_000,
        principal_outstanding_amount: 222_500,
        shortfall_amount: 42_500,
        shortfall_due_date: '2026-11-30',
        max_ltv_percent: 45,
      }),
    );
    expect(meera).toMatchObject({
      pledged: 400_000,
      drawingPower: 180_000,
      used: 222_500,
      ltv: 55.6,
      cap: 45,
      shortfall: 42_500,
      dueDate: '2026-11-30',
      health: 'Margin shortfall',
    });
  });

  it("reads the cap as the drawing power over the pledged value, else the portfolio's cap", () => {
    // Funds lent on at their own caps: ₹1,80,000 of drawing power on ₹4,00,000 is 45%, whatever
    // the portfolio's 50% says.
    const sent = { pledged_portfolio_amount: 400_000, drawing_power: 180_000, max_ltv_percent: 50 };
    expect(collateralOf(loan(sent)).cap).toBe(45);
    expect(collateralOf(loan({ ...sent, drawing_power: undefined })).cap).toBe(50);
    expect(collateralOf(loan({ ...sent, pledged_portfolio_amount: 0 })).cap).toBe(50);
  });

  it('derives a shortfall the server did not send from what is owed above the drawing power', () => {
    const derived = collateralOf(
      loan({ drawing_power: 180_000, principal_outstanding_amount: 222_500 }),
    );
    expect(derived.shortfall).toBe(42_500);
    expect(derived.health).toBe('Margin shortfall');
  });

  it.each([
    [0, 'Healthy'],
    [400_000, 'Healthy'],
    [400_001, 'Close to your limit'],
    [500_000, 'Close to your limit'],
    [500_001, 'Margin shortfall'],
  ] as const)('owing %d of a ₹5,00,000 drawing power is %s', (owed, health) => {
    expect(collateralOf(loan({ principal_outstanding_amount: owed })).health).toBe(health);
  });

  it("trusts the server's shortfall of 0 over a derivation", () => {
    const cured = collateralOf(
      loan({ drawing_power: 180_000, principal_outstanding_amount: 170_000, shortfall_amount: 0 }),
    );
    expect(cured).toMatchObject({ shortfall: 0, health: 'Close to your limit' });
  });

  it('rounds the loan-to-value to one decimal and shows none without a pledged value', () => {
    expect(
      collateralOf(loan({ principal_outstanding_amount: 1, pledged_portfolio_amount: 3 })).ltv,
    ).toBe(33.3);
    expect(collateralOf(loan({ pledged_portfolio_amount: undefined })).ltv).toBeUndefined();
    expect(collateralOf(loan({ pledged_portfolio_amount: 0 })).ltv).toBeUndefined();
  });

  it('states no health when what is owed or the drawing power is unknown', () => {
    const unknown = collateralOf(
      loan({ principal_outstanding_amount: undefined, total_credit_amount: undefined }),
    );
    expect(unknown).toMatchObject({ shortfall: 0, health: undefined });
    // Either one alone is enough to say nothing (and never NaN).
    const noDebt = collateralOf(loan({ principal_outstanding_amount: undefined }));
    expect(noDebt).toMatchObject({ shortfall: 0, health: undefined, ltv: undefined });
    const noLimit = collateralOf(loan({ total_credit_amount: undefined }));
    expect(noLimit).toMatchObject({ shortfall: 0, health: undefined, ltv: 18.5 });
  });

  it('counts only an ACTIVE line as one to draw on and repay', () => {
    expect(isActiveLine(loan())).toBe(true);
    expect(isActiveLine(loan({ credit_status: 'SUSPENDED' }))).toBe(false);
    expect(isActiveLine(loan({ credit_status: 'active' }))).toBe(false);
    expect(isActiveLine(null)).toBe(false);
    expect(isActiveLine(undefined)).toBe(false);
  });

  it('never reports a negative shortfall', () => {
    expect(collateralOf(loan({ shortfall_amount: -5 })).shortfall).toBe(0);
  });
});

describe('interest due', () => {
  // 24 Nov 2026, 23:00 in India is still the 24th there, though it is the 24th 17:30 UTC.
  const now = new Date('2026-11-24T17:30:00Z');

  it.each([
    ['2026-12-01', 'due'],
    ['2026-11-24', 'due'],
    ['2026-12-02', undefined],
    ['2026-11-23', 'overdue'],
  ] as const)('due on %s is %s', (date, kind) => {
    expect(interestNotice(loan({ interest_due_date: date }), now)?.kind).toBe(kind);
  });

  it('counts days in India, not in the phone’s zone', () => {
    expect(istDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(istDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
  });

  it('says nothing when no interest is due or its date cannot be read', () => {
    // Due in 6 days: only the amount can keep the notice away.
    const soon = (amount: number | undefined) =>
      interestNotice(loan({ interest_due_amount: amount, interest_due_date: '2026-11-30' }), now);
    expect(soon(1617.81)?.kind).toBe('due');
    expect(soon(0)).toBeUndefined();
    expect(soon(undefined)).toBeUndefined();
    expect(soon(-1617.81)).toBeUndefined();
    expect(interestNotice(loan({ interest_due_date: 'soon' }), now)).toBeUndefined();
    expect(interestNotice(loan({ interest_due_date: '' }), now)).toBeUndefined();
  });

  it('carries the amount and date it speaks of', () => {
    expect(interestNotice(loan(), new Date('2026-12-03T04:00:00Z'))).toEqual({
      kind: 'due',
      amount: 1617.81,
      date: '2026-12-07',
    });
  });
});

describe('the interest sentence and the way to pay it', () => {
  it('says the amount and the date, due or overdue', () => {
    expect(interestMessage({ kind: 'due', amount: 1617.81, date: '2026-11-29' })).toBe(
      'Interest of ₹1,617.81 is due on 29 Nov 2026',
    );
    expect(interestMessage({ kind: 'overdue', amount: 1617.81, date: '2026-11-20' })).toBe(
      'Interest of ₹1,617.81 was due on 20 Nov 2026',
    );
  });

  it("knows 'Pay now' by its history state, and nothing else", () => {
    expect(isPayingInterest(payInterestState)).toBe(true);
    expect(isPayingInterest({ pay: 'interest', from: '/' })).toBe(true);
    for (const other of [
      null,
      undefined,
      'interest',
      { pay: 'principal' },
      {},
      { from: '/loan' },
    ]) {
      expect(isPayingInterest(other)).toBe(false);
    }
  });
});

describe('Indian days (lib/ist)', () => {
  it.each([
    ['2026-11-24', '2026-11-24'],
    ['2026-11-24T18:30:00Z', '2026-11-25'],
    ['2026-11-24T23:59:00+05:30', '2026-11-24'],
    ['2026-02-30', undefined],
    ['24-11-2026', undefined],
    ['2026-11-24Tnonsense', undefined],
    // Dates a browser would read but a server does not send: no guessing.
    ['November 24, 2026', undefined],
    ['2026', undefined],
    ['', undefined],
  ] as const)('the day %s names in India is %s', (value, day) => {
    expect(dayOf(value)).toBe(day);
  });

  it('counts whole days either way, and nothing for a day it cannot read', () => {
    expect(daysBetween('2026-11-24', '2026-12-01')).toBe(7);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
    expect(daysBetween('2026-11-24', '2026-11-25T00:10:00+05:30')).toBe(1);
    expect(daysBetween('2026-11-24', 'soon')).toBeUndefined();
    expect(daysBetween('nonsense', '2026-11-24')).toBeUndefined();
  });

  it('adds days across months and years, and refuses a day that is not one', () => {
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(() => addDays('2026-13-01', 1)).toThrow(new RangeError('Not a day: 2026-13-01'));
  });
});
