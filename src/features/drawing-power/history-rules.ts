/**
 * The rules behind 'Drawing power over time' (docs/product.md#drawing-power-over-time): the
 * sentence's figures, the days on the chart with their gaps, the day nearest a pointer and the
 * amount axis. Pure, so they have table and property tests.
 */
import { daysBetween } from '@/lib/ist';

export type HistoryPoint = {
  /** 'YYYY-MM-DD', an Indian day. */
  date: string;
  drawing_power: number;
  principal_outstanding: number;
  pledged_value: number;
};

export type SentenceFigures = {
  first: number;
  last: number;
  lowest: number;
  /** The first day it was that low. */
  lowestDate: string;
  /** The same every day of the range. */
  flat: boolean;
};

/** First, last and lowest drawing power of the range's points (oldest first). */
export function sentenceFigures(points: readonly HistoryPoint[]): SentenceFigures | undefined {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return undefined;
  let lowest = first;
  for (const p of points) if (p.drawing_power < lowest.drawing_power) lowest = p;
  return {
    first: first.drawing_power,
    last: last.drawing_power,
    lowest: lowest.drawing_power,
    lowestDate: lowest.date,
    flat: points.every((p) => p.drawing_power === first.drawing_power),
  };
}

/** What may be drawn on a day: the drawing power less what is owed, never below nothing. */
export const availableOn = (p: HistoryPoint) =>
  Math.max(0, p.drawing_power - p.principal_outstanding);

/** Every day from the first point's to the last's: its point, or null for a day without one. */
export function daySlots(points: readonly HistoryPoint[]): (HistoryPoint | null)[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  const slots: (HistoryPoint | null)[] = Array.from(
    { length: (daysBetween(first.date, last.date) ?? 0) + 1 },
    () => null,
  );
  for (const p of points) {
    const day = daysBetween(first.date, p.date);
    if (day !== undefined && day >= 0 && day < slots.length) slots[day] = p;
  }
  return slots;
}

export type Run = { start: number; points: HistoryPoint[] };

/** The runs of days that have a point: each is drawn as one line, so a missing day is a gap. */
export function runsOf(slots: readonly (HistoryPoint | null)[]): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  slots.forEach((slot, i) => {
    if (!slot) {
      current = undefined;
      return;
    }
    if (!current) {
      current = { start: i, points: [] };
      runs.push(current);
    }
    current.points.push(slot);
  });
  return runs;
}

/**
 * The slot with a point nearest to `x`, the slots spread evenly over 0..`width`; undefined when
 * no slot has a point.
 */
export function nearestSlot(
  slots: readonly (HistoryPoint | null)[],
  x: number,
  width: number,
): number | undefined {
  const count = slots.length;
  if (count === 0) return undefined;
  const step = count > 1 ? width / (count - 1) : 0;
  const raw = step > 0 ? x / step : 0;
  const guess = Math.min(count - 1, Math.max(0, Math.round(raw)));
  for (let d = 0; d < count; d++) {
    const left = guess - d;
    const right = guess + d;
    const leftOk = left >= 0 && slots[left] !== null;
    const rightOk = right < count && slots[right] !== null;
    if (leftOk && rightOk) return Math.abs(raw - left) <= Math.abs(right - raw) ? left : right;
    if (leftOk) return left;
    if (rightOk) return right;
  }
  return undefined;
}

/** The smallest of 1, 2 and 5 times a power of ten at or above `rough` (and at least 1). */
function niceStep(rough: number): number {
  if (rough <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const m of [1, 2, 5]) if (m * power >= rough) return m * power;
  // `rough` is below ten times its power of ten.
  return 10 * power;
}

/** Round amounts for the axis, evenly spaced, covering `low` to `high`: at most seven. */
export function amountTicks(low: number, high: number): number[] {
  const step = niceStep((high - low) / 5 || Math.abs(low) / 5);
  const from = Math.floor(low / step);
  const to = Math.ceil(high / step);
  const ticks: number[] = [];
  for (let i = from; i <= to; i++) ticks.push(i * step);
  if (ticks.length < 2) {
    // One amount all along: a tick either side of it (none below nothing).
    if (low >= step) ticks.unshift(low - step);
    ticks.push(high + step);
  }
  return ticks;
}

export type ShortUnits = { thousand: string; lakh: string; crore: string };

const decimals = new Map<number, Intl.NumberFormat>();
const numberWith = (fractionDigits: number) => {
  let format = decimals.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { maximumFractionDigits: fractionDigits });
    decimals.set(fractionDigits, format);
  }
  return format;
};

/** '₹2.5 L', '₹1.2 Cr', '₹50 K': the Indian short forms, in the language's words for them. */
export function shortRupees(amount: number, units: ShortUnits, fractionDigits = 2): string {
  const size = Math.abs(amount);
  const [divisor, unit] =
    size >= 1e7
      ? [1e7, units.crore]
      : size >= 1e5
        ? [1e5, units.lakh]
        : size >= 1e3
          ? [1e3, units.thousand]
          : [1, ''];
  const figure = numberWith(fractionDigits).format(size / divisor);
  return `${amount < 0 ? '-' : ''}₹${figure}${unit ? ` ${unit}` : ''}`;
}

/** The ticks' short forms, with as few decimals as keep every label different. */
export function tickLabels(ticks: readonly number[], units: ShortUnits): string[] {
  for (let digits = 2; ; digits++) {
    const labels = ticks.map((t) => shortRupees(t, units, digits));
    if (new Set(labels).size === labels.length || digits >= 7) return labels;
  }
}
