import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS, sendCode, takeCode, type SentCode } from '@/mocks/phone-codes';
import { DEMO_OTP } from '@/mocks/seed';

const AT = Date.parse('2026-11-26T10:00:00Z');

describe("the demo's phone codes: one purpose, once, within 10 minutes", () => {
  it('accepts a code sent for the same purpose, once', () => {
    const sent = sendCode([], 'RELEASE', {}, AT);
    const first = takeCode(sent, 'RELEASE', {}, DEMO_OTP, AT + 60_000);
    expect(first.accepted).toBe(true);
    expect(takeCode(first.codes, 'RELEASE', {}, DEMO_OTP, AT + 61_000).accepted).toBe(false);
  });

  it('refuses a code never sent', () => {
    expect(takeCode([], 'CLOSE', {}, DEMO_OTP, AT).accepted).toBe(false);
    expect(takeCode(undefined, 'BANK_DETAILS', {}, DEMO_OTP, AT).accepted).toBe(false);
  });

  it.each([
    ['BANK_DETAILS', 'RELEASE'],
    ['RELEASE', 'CLOSE'],
    ['PLEDGE', 'RELEASE'],
    ['PASSWORD', 'BANK_DETAILS'],
  ] as const)(
    'refuses a code sent for %s to confirm %s, and keeps it for its own',
    (sentFor, usedFor) => {
      const sent = sendCode([], sentFor, {}, AT);
      const wrong = takeCode(sent, usedFor, {}, DEMO_OTP, AT + 1_000);
      expect(wrong.accepted).toBe(false);
      expect(takeCode(wrong.codes, sentFor, {}, DEMO_OTP, AT + 2_000).accepted).toBe(true);
    },
  );

  it('refuses a wrong code and keeps the right one usable', () => {
    const sent = sendCode([], 'PLEDGE', {}, AT);
    const wrong = takeCode(sent, 'PLEDGE', {}, '000000', AT + 1_000);
    expect(wrong.accepted).toBe(false);
    expect(takeCode(wrong.codes, 'PLEDGE', {}, DEMO_OTP, AT + 2_000).accepted).toBe(true);
  });

  it('accepts a code up to 10 minutes after it was sent, not after', () => {
    const sent = sendCode([], 'BANK_DETAILS', {}, AT);
    expect(takeCode(sent, 'BANK_DETAILS', {}, DEMO_OTP, AT + CODE_LIFETIME_MS).accepted).toBe(true);
    expect(takeCode(sent, 'BANK_DETAILS', {}, DEMO_OTP, AT + CODE_LIFETIME_MS + 1).accepted).toBe(
      false,
    );
  });

  it('keeps only the latest code of a purpose: a resend makes the earlier one unusable once used', () => {
    const twice = sendCode(sendCode([], 'RELEASE', {}, AT), 'RELEASE', {}, AT + 30_000);
    expect(twice).toHaveLength(1);
    const used = takeCode(twice, 'RELEASE', {}, DEMO_OTP, AT + 40_000);
    expect(used.accepted).toBe(true);
    expect(takeCode(used.codes, 'RELEASE', {}, DEMO_OTP, AT + 41_000).accepted).toBe(false);
  });

  it('forgets codes that have expired', () => {
    const old: SentCode[] = [{ purpose: 'CLOSE', change: '{}', sent_at: AT }];
    expect(sendCode(old, 'PLEDGE', {}, AT + CODE_LIFETIME_MS + 1)).toEqual([
      { purpose: 'PLEDGE', change: '{}', sent_at: AT + CODE_LIFETIME_MS + 1 },
    ]);
  });
});

const bank = (account_number: string) => ({
  account_number,
  ifsc_code: 'HDFC0001234',
  account_holder_name: 'Priya S. Nair',
  bank_name: 'HDFC Bank',
});
const release = (isin_no: string, units: number) => ({
  kind: 'RELEASE',
  items: [{ isin_no, folio_no: '1234567', units }],
});

describe("the demo's phone codes: one exact change", () => {
  it('refuses a code sent for account …9012 to pay out to …7777, and keeps it for its own', () => {
    const sent = sendCode([], 'BANK_DETAILS', bank('123456789012'), AT);
    const other = takeCode(sent, 'BANK_DETAILS', bank('111122227777'), DEMO_OTP, AT + 1_000);
    expect(other.accepted).toBe(false);
    expect(
      takeCode(other.codes, 'BANK_DETAILS', bank('123456789012'), DEMO_OTP, AT + 2_000).accepted,
    ).toBe(true);
  });

  it('refuses a code sent for 1 unit of fund A to release 100 units of fund B', () => {
    const sent = sendCode([], 'RELEASE', release('INF-A', 1), AT);
    expect(takeCode(sent, 'RELEASE', release('INF-B', 100), DEMO_OTP, AT + 1_000).accepted).toBe(
      false,
    );
    expect(takeCode(sent, 'RELEASE', release('INF-A', 100), DEMO_OTP, AT + 1_000).accepted).toBe(
      false,
    );
    expect(takeCode(sent, 'RELEASE', release('INF-B', 1), DEMO_OTP, AT + 1_000).accepted).toBe(
      false,
    );
  });

  it('accepts the same change whatever the order of its keys', () => {
    const sent = sendCode([], 'RELEASE', { items: release('INF-A', 1).items, kind: 'RELEASE' }, AT);
    expect(takeCode(sent, 'RELEASE', release('INF-A', 1), DEMO_OTP, AT + 1_000).accepted).toBe(
      true,
    );
  });

  it('refuses a change with one field more than the code was sent for', () => {
    const sent = sendCode([], 'PASSWORD', {}, AT);
    expect(takeCode(sent, 'PASSWORD', { extra: 1 }, DEMO_OTP, AT + 1_000).accepted).toBe(false);
  });
});
