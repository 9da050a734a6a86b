import { DEMO_OTP } from './seed';

/**
 * The changes a phone code confirms (docs/api-contract.md#phone-codes): the code request names
 * one, and a code confirms only that one.
 */
export const CODE_PURPOSES = ['RELEASE', 'PLEDGE', 'CLOSE', 'BANK_DETAILS', 'PASSWORD'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const purposeOf = (value: unknown): CodePurpose | undefined =>
  CODE_PURPOSES.find((purpose) => purpose === value);

/** A code is good for 10 minutes after it was sent. */
export const CODE_LIFETIME_MS = 10 * 60_000;

/** A code sent and not used yet: the demo's code is always DEMO_OTP, so what it is for is kept. */
export type SentCode = { purpose: CodePurpose; sent_at: number };

const live = (codes: SentCode[] = [], now: number) =>
  codes.filter((code) => now - code.sent_at <= CODE_LIFETIME_MS);

/** The codes after one is sent for `purpose` at `now`: it replaces an earlier one for the same. */
export function sendCode(
  codes: SentCode[] | undefined,
  purpose: CodePurpose,
  now: number,
): SentCode[] {
  return [
    ...live(codes, now).filter((code) => code.purpose !== purpose),
    { purpose, sent_at: now },
  ];
}

/**
 * Whether `typed` confirms a change for `purpose` at `now`: the right code, sent for that purpose,
 * within its lifetime and not used before. An accepted code is used up.
 */
export function takeCode(
  codes: SentCode[] | undefined,
  purpose: CodePurpose,
  typed: unknown,
  now: number,
): { accepted: boolean; codes: SentCode[] } {
  const left = live(codes, now);
  const sent = left.find((code) => code.purpose === purpose);
  if (typed !== DEMO_OTP || !sent) return { accepted: false, codes: left };
  return { accepted: true, codes: left.filter((code) => code !== sent) };
}
