/**
 * The pure rules of the Key facts tab (docs/product.md#key-facts).
 * Days are Indian calendar days ('YYYY-MM-DD'), whatever zone the phone is set to.
 */
import { daysBetween, dayOf, istDay } from '@/lib/ist';

const EXAMPLE_AMOUNT = 100_000;
const EXAMPLE_DAYS = 30;

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

/** 'key-facts-KFS-2025-000417.pdf': the server's number, kept to letters, digits and dashes. */
export const keyFactsFileName = (kfsNumber: string) =>
  `key-facts-${kfsNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
