/**
 * Which rate change the notice on / and /loan tells of, and whether the customer hid it for this
 * session (docs/product.md#rate-change-notice). Days are Indian calendar days ('YYYY-MM-DD').
 */
import { daysBetween, dayOf, istDay } from '@/lib/ist';
import type { RateChange } from './api/key-facts';

/** A change that took effect this many days ago or fewer is still told. */
const CHANGE_TOLD_FOR_DAYS = 30;

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

/** The change a hidden notice was about: another change shows again. */
export type HiddenChange = { on: string; to: number };

export const noticeHidden = (notice: RateNotice, hidden: HiddenChange | undefined): boolean =>
  hidden !== undefined && hidden.on === notice.on && hidden.to === notice.to;
