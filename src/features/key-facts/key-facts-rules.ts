/**
 * The pure rules of the Key facts tab and the rate change notice (docs/product.md#key-facts).
 * Days are Indian calendar days ('YYYY-MM-DD'), whatever zone the phone is set to.
 */
import { daysBetween, dayOf, istDay } from '@/lib/ist';
import type { RateChange } from './api/key-facts';

const EXAMPLE_AMOUNT = 100_000;
const EXAMPLE_DAYS = 30;
/** A change that took effect this many days ago or fewer is still told. */
const CHANGE_TOLD_FOR_DAYS = 30;

/** Simple interest on ₹1,00,000 for 30 days at `ratePercent` a year (365 days), rupees rounded. */
export function workedExampleInterest(ratePercent: number): number {
  return Math.round((EXAMPLE_AMOUNT * ratePercent * EXAMPLE_DAYS) / 100 / 365);
}

/** Whether `now` is inside the cooling-off period ending on `endsOn` (its last day included). */
export function coolingOff(endsOn: string, now: Date): { inside: boolean; day: string } {
  const day = dayOf(endsOn) ?? endsOn;
  const left = daysBetween(istDay(now), day);
  return { inside: left !== undefined && left >= 0, day };
}

export type RateNotice = {
  kind: 'announced' | 'changed';
  from: number;
  to: number;
  on: string;
  apr: number | undefined;
};

/**
 * The notice for the newest rate change (history newest first): announced when it takes effect
 * after today, changed when it took effect in the last 30 days; none otherwise, or when the
 * newest entry does not change the rate.
 */
export function rateNotice(history: readonly RateChange[], now: Date): RateNotice | undefined {
  const [newest, previous] = history;
  if (!newest || !previous) return undefined;
  if (newest.interest_rate_percent === previous.interest_rate_percent) return undefined;
  const on = dayOf(newest.effective_from);
  const ago = on === undefined ? undefined : daysBetween(on, istDay(now));
  if (on === undefined || ago === undefined || ago > CHANGE_TOLD_FOR_DAYS) return undefined;
  return {
    kind: ago < 0 ? 'announced' : 'changed',
    from: previous.interest_rate_percent,
    to: newest.interest_rate_percent,
    on,
    apr: newest.apr_percent,
  };
}
