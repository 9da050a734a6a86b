import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { isReady } from '@/features/credit-line/api/volt-tokens';
import type { Transaction } from '@/features/transactions/api/transactions';
import {
  amountOf,
  badgeTone,
  eventLabel,
  isRepayment,
  statusOf,
} from '@/features/transactions/transaction-rules';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatNumber,
  formatPercent,
  formatRupees,
  formatRupeesOrDash,
  formatTime,
} from '@/lib/format';
import { amount, optionalAmount } from '@/lib/schema';

describe('en-IN formatting', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1_00_000, '₹1,00,000'],
    [12_34_567, '₹12,34,567'],
    [5_00_00_000, '₹5,00,00,000'],
    [1234.5, '₹1,234.50'],
    [1617.81, '₹1,617.81'],
    [-2500, '-₹2,500'],
    // A sum's float residue is whole rupees, not '₹0.00' or '₹3,07,714.00'.
    [500_000 - 192_286.02 - 307_713.98, '₹0'],
    [307_713.999_999_9, '₹3,07,714'],
  ])('%d -> %s (lakh and crore grouping)', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('formats rates and dates for India, in Indian time', () => {
    expect(formatPercent(10.5)).toBe('10.5%');
    expect(formatPercent(10.25)).toBe('10.25%');
    // Up to four decimals, as any figure (formatNumber): a rate reads as the server sent it.
    expect(formatPercent(10.1234)).toBe('10.1234%');
    // A figure the rules fix to one decimal keeps it when it is whole.
    expect(formatPercent(42, 1)).toBe('42.0%');
    expect(formatPercent(15, 1)).toBe('15.0%');
    expect(formatPercent(55.6, 1)).toBe('55.6%');
    expect(formatDate('2027-03-15')).toBe('15 Mar 2027');
    expect(formatDateTime('2026-11-18T15:25:00+05:30')).toBe('18 Nov 2026, 3:25 pm');
    expect(formatDateTime('2026-11-18T20:00:00Z')).toBe('19 Nov 2026, 1:30 am');
    expect(formatDate('not a date')).toBe('not a date');
    // A day in a sentence about recent days has no year: the day it is in India.
    expect(formatDayMonth('2027-01-04T20:00:00Z')).toBe('5 Jan');
    expect(formatDayMonth('2027-03-15')).toBe('15 Mar');
    expect(formatDayMonth('not a date')).toBe('not a date');
  });

  it('writes dates and times in Hindi as Hindi reads them: the whole month, the part of the day in words', async () => {
    await setLocale('hi');
    try {
      expect(formatDate('2027-03-15')).toBe('15 मार्च 2027');
      expect(formatDayMonth('2027-01-04T20:00:00Z')).toBe('5 जनवरी');
      expect(formatDateTime('2026-11-18T15:25:00+05:30')).toBe('18 नवंबर 2026, दोपहर 3:25');
      expect(formatDateTime('2026-11-18T20:00:00Z')).toBe('19 नवंबर 2026, रात 1:30');
      expect(formatDateTime('2026-11-18T09:05:00+05:30')).toBe('18 नवंबर 2026, सुबह 9:05');
      // A PDF's table puts the time under its date, in the language it was asked for in.
      expect(formatTime('2026-11-18T20:00:00Z')).toBe('रात 1:30');
      expect(formatTime('2026-11-18T15:25:00+05:30', 'en')).toBe('3:25 pm');
      expect(formatDateTime('2026-11-18T15:25:00+05:30', 'en')).toBe('18 Nov 2026, 3:25 pm');
      expect(formatTime('not a time')).toBe('not a time');
      // The demo server writes English whatever the portal shows.
      expect(formatDate('2027-03-15', 'en')).toBe('15 Mar 2027');
    } finally {
      await setLocale('en');
    }
  });

  it('shows a dash for an amount the server did not send, never ₹0', () => {
    expect(formatRupeesOrDash(undefined)).toBe('—');
    expect(formatRupeesOrDash(0)).toBe('₹0');
    expect(formatRupeesOrDash(1617.81)).toBe('₹1,617.81');
  });

  it('groups plain counts for India and keeps up to four decimals', () => {
    expect(formatNumber(5000)).toBe('5,000');
    expect(formatNumber(12_34_567)).toBe('12,34,567');
    expect(formatNumber(123.45678)).toBe('123.4568');
  });
});

describe('amounts from the server', () => {
  it('reads a number or a numeric string, and a missing amount as none', () => {
    expect(amount.parse('1500.00')).toBe(1500);
    expect(amount.safeParse('1,500').success).toBe(false);
    expect(optionalAmount.parse(null)).toBeUndefined();
    expect(optionalAmount.parse(undefined)).toBeUndefined();
    expect(optionalAmount.parse(0)).toBe(0);
    expect(optionalAmount.parse('42.5')).toBe(42.5);
  });
});

const tx = (
  event_type: string,
  details: Partial<Transaction['event_details']> = {},
  created_at = '2026-01-01',
): Transaction => ({
  id: event_type + created_at,
  created_at,
  event_type,
  event_details: {
    bank_name: '',
    account_last_4_digits: '',
    application_type: '',
    ...details,
    withdrawal_amount: details.withdrawal_amount,
    repayment_amount: details.repayment_amount,
  },
  reference: '',
  failure_reason: '',
});

describe('transaction rules', () => {
  it.each([
    ['WITHDRAWAL_SUCCESSFUL', 'green'],
    ['REPAYMENT_SUCCESSFUL', 'green'],
    ['WITHDRAWAL_INITIATED', 'yellow'],
    ['REPAYMENT_INITIATED', 'yellow'],
    ['WITHDRAWAL_FAILED', 'grey'],
    ['SOMETHING_ELSE', 'grey'],
  ] as const)('%s is %s', (type, tone) => {
    expect(badgeTone(type)).toBe(tone);
  });

  it.each([
    ['WITHDRAWAL_SUCCESSFUL', 'SUCCESSFUL'],
    ['REPAYMENT_SUCCESSFUL', 'SUCCESSFUL'],
    ['WITHDRAWAL_INITIATED', 'INITIATED'],
    ['REPAYMENT_INITIATED', 'INITIATED'],
    ['WITHDRAWAL_FAILED', 'FAILED'],
    ['REPAYMENT_FAILED', 'FAILED'],
    ['SOMETHING_ELSE', 'FAILED'],
  ] as const)('%s is %s', (type, status) => {
    expect(statusOf(tx(type))).toBe(status);
  });

  it("takes the server's status over the event type's suffix", () => {
    expect(statusOf({ ...tx('WITHDRAWAL_SUCCESSFUL'), status: 'FAILED' })).toBe('FAILED');
    expect(statusOf({ ...tx('WITHDRAWAL_FAILED'), status: 'INITIATED' })).toBe('INITIATED');
    expect(statusOf({ ...tx('REPAYMENT'), status: 'SUCCESSFUL' })).toBe('SUCCESSFUL');
  });

  it('reads the amount of each kind and labels the event in words', () => {
    expect(
      amountOf(tx('REPAYMENT_SUCCESSFUL', { repayment_amount: 500, withdrawal_amount: 9 })),
    ).toBe(500);
    expect(amountOf(tx('WITHDRAWAL_INITIATED', { withdrawal_amount: 700 }))).toBe(700);
    expect(isRepayment(tx('AUTO_REPAYMENT_SUCCESSFUL'))).toBe(true);
    expect(isRepayment(tx('WITHDRAWAL_SUCCESSFUL'))).toBe(false);
    expect(eventLabel('WITHDRAWAL_SUCCESSFUL')).toBe('Withdrawal successful');
    // An event the portal does not know yet still reads as words.
    expect(eventLabel('_MANDATE__REGISTERED_')).toBe('Mandate registered');
  });
});

describe('credit-line readiness', () => {
  const tokens = { stage: 'COMPLETE', sso_token: 's', auth_token: 'a', customer_code: 'c' };
  it('is ready only at COMPLETE with every token present', () => {
    expect(isReady(tokens)).toBe(true);
    expect(isReady({ ...tokens, stage: 'KYC_PENDING' })).toBe(false);
    expect(isReady({ ...tokens, stage: 'complete' })).toBe(false);
    expect(isReady({ ...tokens, sso_token: '' })).toBe(false);
    expect(isReady({ ...tokens, auth_token: ' ' })).toBe(false);
    expect(isReady({ ...tokens, customer_code: '' })).toBe(false);
  });
});
