import { describe, expect, it } from 'vitest';
import type { RateChange } from '@/loan/api/key-facts';
import { noticeHidden, rateNotice, type RateNotice } from '@/loan/rate-change';

describe('which rate notice shows', () => {
  const change = (effective_from: string, rate: number, apr?: number): RateChange => ({
    effective_from,
    interest_rate_percent: rate,
    apr_percent: apr,
  });
  const sanction = change('2025-11-25', 10.5, 11.32);
  const NOW = new Date('2026-11-25T06:00:00Z');

  it('announces a change that takes effect after today', () => {
    expect(rateNotice([change('2026-11-28', 10.75, 11.2), sanction], NOW)).toEqual({
      kind: 'announced',
      from: 10.5,
      to: 10.75,
      on: '2026-11-28',
      apr: 11.2,
    });
  });

  it.each([
    ['today', '2026-11-25'],
    ['30 days ago', '2026-10-26'],
  ])('tells of a change that took effect %s', (_when, day) => {
    expect(rateNotice([change(day, 11, 11.4), sanction], NOW)).toMatchObject({
      kind: 'changed',
      from: 10.5,
      to: 11,
      on: day,
    });
  });

  it.each([
    ['a change 31 days ago', [change('2026-10-25', 11, 11.4), sanction]],
    ['only the rate at sanction', [sanction]],
    ['no history', []],
    ['a newest entry that does not change the rate', [change('2026-11-28', 10.5), sanction]],
    ['a change on a day it cannot read', [change('soon', 11), sanction]],
  ])('shows none with %s', (_name, history) => {
    expect(rateNotice(history, NOW)).toBeUndefined();
  });

  it('reads a change sent as a date and time as the day it is in India', () => {
    expect(rateNotice([change('2026-11-27T20:00:00Z', 11), sanction], NOW)).toMatchObject({
      kind: 'announced',
      on: '2026-11-28',
    });
  });

  it('counts the days on the Indian calendar', () => {
    // 19:00 UTC on 24 Nov is 00:30 IST on 25 Nov: a change on the 25th has taken effect.
    expect(
      rateNotice([change('2026-11-25', 11), sanction], new Date('2026-11-24T19:00:00Z')),
    ).toMatchObject({ kind: 'changed' });
  });
});

describe('a rate notice hidden for the session', () => {
  const notice: RateNotice = {
    kind: 'announced',
    from: 10.5,
    to: 10.75,
    on: '2026-12-01',
    apr: 11.2,
  };

  it('stays hidden for the change that was hidden', () => {
    expect(noticeHidden(notice, { on: '2026-12-01', to: 10.75 })).toBe(true);
  });

  it.each([
    ['nothing was hidden', undefined],
    ['another change was hidden', { on: '2026-12-01', to: 11 }],
    ['a change on another day was hidden', { on: '2026-11-01', to: 10.75 }],
  ])('shows when %s', (_name, hidden) => {
    expect(noticeHidden(notice, hidden)).toBe(false);
  });
});
