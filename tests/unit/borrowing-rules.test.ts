import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borrowingLimit, compareInterest, simpleInterest } from '@/lib/borrowing-rules';
import { formatRupees } from '@/lib/format';
import { parseRupees } from '@/lib/rupee-input';

describe('parseRupees', () => {
  it.each([
    ['5,00,000', 500_000],
    ['500000', 500_000],
    ['50,000', 50_000],
    ['1,00,00,000', 10_000_000],
    ['5,00,00,000', 50_000_000],
    ['12,34,56,78,901', 123_456_78_901],
    ['500,000', 500_000],
    ['1,000,000', 1_000_000],
    ['₹5,00,000', 500_000],
    ['₹ 5,00,000', 500_000],
    ['Rs 5,00,000', 500_000],
    ['Rs. 50000', 50_000],
    ['  75,000  ', 75_000],
    ['1,234.5', 1234.5],
    ['1,23,456.75', 123_456.75],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parseRupees(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    'abc',
    'five lakh',
    '5 lakh',
    '-50000',
    '+50000',
    '5,0000',
    '50,00',
    ',500',
    '5,',
    '5,,000',
    '5,00,00',
    '50,00,0000',
    '1.234',
    '.5',
    '5.',
    '1e6',
    '0x10',
    '5 00 000',
    '₹',
    'Rs',
    '5,00,000 and more',
    'Infinity',
    'NaN',
  ])('rejects %j', (text) => {
    expect(parseRupees(text)).toBeUndefined();
  });

  it('reads back every whole amount it formats (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        expect(parseRupees(formatRupees(amount))).toBe(amount);
      }),
    );
  });
});

describe('borrowingLimit (45% equity funds, 50% shares, 80% debt funds)', () => {
  it.each([
    ['₹2,00,000 of equity funds', { equityFunds: 200_000 }, { kind: 'eligible', amount: 90_000 }],
    ['₹2,00,000 of shares', { shares: 200_000 }, { kind: 'eligible', amount: 100_000 }],
    ['₹2,00,000 of debt funds', { debtFunds: 200_000 }, { kind: 'eligible', amount: 160_000 }],
    [
      'a mix of all three',
      { equityFunds: 5_00_000, shares: 3_00_000, debtFunds: 2_00_000 },
      { kind: 'eligible', amount: 2_25_000 + 1_50_000 + 1_60_000 },
    ],
    ['whole rupees, rounded down', { equityFunds: 1_23_457 }, { kind: 'eligible', amount: 55_555 }],
    ['nothing at all', {}, { kind: 'holding-too-small' }],
    ['₹49,999 in total', { shares: 20_000, debtFunds: 29_999 }, { kind: 'holding-too-small' }],
    ['exactly ₹50,000 of debt funds', { debtFunds: 50_000 }, { kind: 'loan-too-small' }],
    [
      '₹1,11,111 of equity funds (₹49,999.95)',
      { equityFunds: 111_111 },
      { kind: 'loan-too-small' },
    ],
    ['₹1,11,112 of equity funds', { equityFunds: 111_112 }, { kind: 'eligible', amount: 50_000 }],
    ['₹1,00,000 of shares', { shares: 100_000 }, { kind: 'eligible', amount: 50_000 }],
    ['₹6,25,00,000 of debt funds', { debtFunds: 62_500_000 }, { kind: 'eligible', amount: 5e7 }],
    [
      '₹6,25,00,001 of debt funds (capped)',
      { debtFunds: 62_500_001 },
      { kind: 'capped', amount: 5e7 },
    ],
    ['₹50 crore of shares', { shares: 500_000_000 }, { kind: 'capped', amount: 5e7 }],
  ] as const)('%s', (_, holdings, expected) => {
    expect(borrowingLimit({ equityFunds: 0, shares: 0, debtFunds: 0, ...holdings })).toMatchObject(
      expected,
    );
  });

  it('never lends more than ₹5 crore nor less than ₹50,000 (property)', () => {
    const value = fc.integer({ min: 0, max: 10 ** 11 });
    fc.assert(
      fc.property(value, value, value, (equityFunds, shares, debtFunds) => {
        const limit = borrowingLimit({ equityFunds, shares, debtFunds });
        if (limit.kind === 'eligible' || limit.kind === 'capped') {
          expect(limit.amount).toBeGreaterThanOrEqual(50_000);
          expect(limit.amount).toBeLessThanOrEqual(50_000_000);
        }
      }),
    );
  });
});

describe('simple interest (10.5% against 18% and 35% a year)', () => {
  it.each([
    [1_00_000, 10.5, 12, 10_500],
    [1_00_000, 18, 12, 18_000],
    [1_00_000, 35, 12, 35_000],
    [1_00_000, 10.5, 6, 5_250],
    [5_00_000, 10.5, 1, 4_375],
    [50_000, 35, 1, 1_458],
    [75_000, 18, 7, 7_875],
    [50_000, 10.5, 5, 2_188],
  ])('₹%d at %d%% for %d months is ₹%d (to the rupee)', (amount, rate, months, interest) => {
    expect(simpleInterest(amount, rate, months)).toBe(interest);
  });

  it('compares the credit line with a personal loan and a credit card', () => {
    expect(compareInterest(2_00_000, 12)).toEqual([
      { name: 'Credit line against mutual funds', rate: 10.5, interest: 21_000, ours: true },
      { name: 'Personal loan', rate: 18, interest: 36_000, ours: false },
      { name: 'Credit card', rate: 35, interest: 70_000, ours: false },
    ]);
  });
});
