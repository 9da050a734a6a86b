import { describe, expect, it } from 'vitest';
import {
  coolingOff,
  keyFactsFileName,
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

describe('the PDF’s file name', () => {
  it('names the statement by its KFS number', () => {
    expect(keyFactsFileName('KFS-2025-000417')).toBe('key-facts-KFS-2025-000417.pdf');
  });

  it('keeps only letters, digits and dashes of what the server sent', () => {
    expect(keyFactsFileName('../KFS 2025/0417\u202E')).toBe('key-facts-KFS20250417.pdf');
  });
});
