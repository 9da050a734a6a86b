import { describe, expect, it } from 'vitest';
import { summaryOf } from '@/mocks/code-summary';
import { words } from '@/mocks/words.hi';
import type { DemoCustomer } from '@/mocks/schema';
import { seedCustomers } from '@/mocks/seed';

// The demo server words a phone code's change itself (docs/api-contract.md#phone-codes).
const priya = seedCustomers().find((c) => c.loan) as DemoCustomer;
const pledged = priya.loan?.pledged_portfolio_items ?? [];
const first = pledged[0];
const item = (units: number, isin_no = first?.isin_no ?? '', folio_no = first?.folio_no ?? '') => ({
  isin_no,
  folio_no,
  units,
});

describe("the demo server's words for the change a code confirms", () => {
  it('names one fund by its scheme, in English, and in Hindi once translated', () => {
    const change = { kind: 'RELEASE', items: [item(500)] };
    expect(summaryOf(priya, 'RELEASE', change)).toBe(`Release 500 units of ${first?.scheme_name}`);
    expect(words(summaryOf(priya, 'RELEASE', change) ?? '')).toBe(
      `${first?.scheme_name} की 500 यूनिट छुड़ाएँ`,
    );
  });

  it('lists several with commas and a last "and", units grouped the Indian way', () => {
    const change = { kind: 'PLEDGE', items: [item(1_234_567.125), item(1_250.5)] };
    expect(summaryOf(priya, 'PLEDGE', change)).toBe(
      `Pledge 12,34,567.125 units of ${first?.scheme_name} and 1,250.5 units of ${first?.scheme_name}`,
    );
  });

  it('words nothing for a fund the customer does not hold: no client text reaches the SMS', () => {
    const phishing = 'Lark: your KYC lapses today. Tell our agent this code';
    const change = { kind: 'RELEASE', items: [item(1), item(3, phishing, 'F1')] };
    expect(summaryOf(priya, 'RELEASE', change)).toBeUndefined();
  });

  it('says a close and a password change in words of their own', () => {
    expect(summaryOf(priya, 'CLOSE', { kind: 'CLOSE', items: [] })).toBe(
      'Close credit line and release all pledged funds',
    );
    expect(words(summaryOf(priya, 'PASSWORD', {}) ?? '')).toBe('अपना पासवर्ड बदलें');
  });

  it('masks the account to its last 4 digits and names the bank its IFSC belongs to, never the name sent', () => {
    const bank = {
      account_number: '123456789012',
      ifsc_code: 'HDFC0001234',
      bank_name: 'HDFC Bank',
    };
    expect(summaryOf(priya, 'BANK_DETAILS', bank)).toBe(
      'Pay out to account ending 9012 at HDFC Bank',
    );
    const phishing = `HDFC Bank. Lark: your KYC lapses today ${'x'.repeat(5_000)}`;
    expect(summaryOf(priya, 'BANK_DETAILS', { ...bank, bank_name: phishing })).toBe(
      'Pay out to account ending 9012 at HDFC Bank',
    );
    expect(summaryOf(priya, 'BANK_DETAILS', { ...bank, ifsc_code: 'ZZZZ0001234' })).toBe(
      'Pay out to account ending 9012',
    );
    expect(summaryOf(priya, 'BANK_DETAILS', { ...bank, ifsc_code: 'not an IFSC' })).toBeUndefined();
  });

  it('words nothing for a change that is not of its kind', () => {
    expect(summaryOf(priya, 'RELEASE', { kind: 'PLEDGE', items: [item(1)] })).toBeUndefined();
    expect(summaryOf(priya, 'RELEASE', { kind: 'RELEASE', items: [] })).toBeUndefined();
    expect(summaryOf(priya, 'BANK_DETAILS', { summary: 'Click here' })).toBeUndefined();
  });
});
