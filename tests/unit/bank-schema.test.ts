import { describe, expect, it } from 'vitest';
import { bankSchema } from '@/features/profile/bank-schema';

const valid = {
  account_number: '123456789',
  ifsc_code: 'SBIN0123456',
  account_holder_name: 'A. K. Sharma',
  bank_name: 'State Bank of India',
};

/** The product's messages for `values`, by field (docs/product.md#bank-details). */
function messages(values: Partial<typeof valid>) {
  const result = bankSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('bank details', () => {
  it('accepts 9 to 18 digits, an IFSC and names of letters, spaces and dots', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ account_number: '1'.repeat(18) })).toEqual([]);
    expect(messages({ ifsc_code: 'HDFC0AB12C9', bank_name: 'Abc' })).toEqual([]);
    expect(messages({ account_holder_name: 'A'.repeat(50) })).toEqual([]);
  });

  it('says an account number must be digits, and 9 to 18 of them', () => {
    const length = 'Bank account numbers can range from 9 to 18 digits';
    expect(messages({ account_number: '12345678' })).toEqual([length]);
    expect(messages({ account_number: '1'.repeat(19) })).toEqual([length]);
    expect(messages({ account_number: '12345678a' })).toEqual([
      'Account number must contain only digits',
      length,
    ]);
  });

  it.each([
    'SBIN1123456',
    'sbin0123456',
    'SBI00123456',
    'SBIN012345',
    'SBIN01234567',
    'SBIN0-23456',
  ])('refuses the IFSC %s', (ifsc_code) => {
    expect(messages({ ifsc_code })).toEqual(['Invalid IFSC format. Example: SBIN0123456']);
  });

  it.each(['AK', 'A'.repeat(51), 'A1 Sharma', 'Sharma-Rao'])('refuses the names %s', (name) => {
    expect(messages({ account_holder_name: name, bank_name: name })).toEqual([
      'Name should be 3-50 characters long and contain only letters, spaces, and dots',
      'Bank name should be 3-50 characters long and contain only letters, spaces, and dots',
    ]);
  });
});
