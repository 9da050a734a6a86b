import { DEMO_OTP } from './seed';

/**
 * The changes a phone code confirms (docs/api-contract.md#phone-codes): the code request names
 * the kind and carries the change itself, and a code confirms only that exact change.
 */
export const CODE_PURPOSES = ['RELEASE', 'PLEDGE', 'CLOSE', 'BANK_DETAILS', 'PASSWORD'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const purposeOf = (value: unknown): CodePurpose | undefined =>
  CODE_PURPOSES.find((purpose) => purpose === value);

/** A code is good for 10 minutes after it was sent. */
export const CODE_LIFETIME_MS = 10 * 60_000;

/**
 * A code sent and not used yet: the demo's code is always DEMO_OTP, so what it is for is kept,
 * the change as its canonical JSON.
 */
export type SentCode = { purpose: CodePurpose; change: string; sent_at: number };

/** JSON with every object's keys sorted: two changes are the same when their forms are equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const live = (codes: SentCode[] = [], now: number) =>
  codes.filter((code) => now - code.sent_at <= CODE_LIFETIME_MS);

/**
 * The codes after one is sent for `change` (of kind `purpose`) at `now`: it replaces an earlier
 * one for the same kind.
 */
export function sendCode(
  codes: SentCode[] | undefined,
  purpose: CodePurpose,
  change: unknown,
  now: number,
): SentCode[] {
  return [
    ...live(codes, now).filter((code) => code.purpose !== purpose),
    { purpose, change: canonical(change), sent_at: now },
  ];
}

/**
 * Whether `typed` confirms `change` (of kind `purpose`) at `now`: the right code, sent for that
 * exact change, within its lifetime and not used before. An accepted code is used up.
 */
export function takeCode(
  codes: SentCode[] | undefined,
  purpose: CodePurpose,
  change: unknown,
  typed: unknown,
  now: number,
): { accepted: boolean; codes: SentCode[] } {
  const left = live(codes, now);
  const sent = left.find((code) => code.purpose === purpose && code.change === canonical(change));
  if (typed !== DEMO_OTP || !sent) return { accepted: false, codes: left };
  return { accepted: true, codes: left.filter((code) => code !== sent) };
}
