import { describe, expect, it } from 'vitest';
import type { RateChange } from '@/features/key-facts/api/key-facts';
import {
  coolingOff,
  rateNotice,
  workedExampleInterest,
} from '@/features/key-facts/key-facts-rules';

describe('the worked example: ₹1,00,000 for 30 days at the customer’s own rate', () => {
  it.each([
    // [rate % a year, interest in rupees] (simple interest, 365 days, rupees rounded)
    [10.5, 863],
    [10.75, 884],
    [11.25, 925],
    [12, 986],
    [0, 0],
  ])('%d%% a year is ₹%d', (rate, interest) => {
    expect(workedExampleInterest(rate)).toBe(interest);
  });
});

describe('cooling-off, on the Indian calendar, the last day included', () => {
  const endsOn = '2026-11-26';
  it.each([
    // [moment (UTC), inside]
    ['2026-11-25T10:00:00Z', true],
    // 23:59 IST on the last day is still inside.
    ['2026-11-26T18:29:00Z', true],
    // 00:00 IST the next day is after, though it is still the 26th in UTC.
    ['2026-11-26T18:30:00Z', false],
    ['2026-12-10T06:00:00Z', false],
  ])('at %s inside is %s', (moment, inside) => {
    expect(coolingOff(endsOn, new Date(moment))).toEqual({ inside, day: endsOn });
  });

  it('reads an end sent as a date and time as the day it is in India', () => {
    expect(coolingOff('2026-11-26T20:00:00Z', new Date('2026-11-27T06:00:00Z'))).toEqual({
      inside: true,
      day: '2026-11-27',
    });
  });
});

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
