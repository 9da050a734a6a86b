import fc from 'fast-check';
import { LINE } from '@/features/drawing-power/components/history-chart';
import { describe, expect, it } from 'vitest';
import {
  amountTicks,
  availableOn,
  daySlots,
  nearestSlot,
  runsOf,
  sentenceFigures,
  shortRupees,
  tickLabels,
  type HistoryPoint,
} from '@/features/drawing-power/history-rules';
import { addDays } from '@/lib/ist';

const point = (date: string, drawing_power: number, principal_outstanding = 0): HistoryPoint => ({
  date,
  drawing_power,
  principal_outstanding,
  pledged_value: drawing_power * 2,
});

/** Points on consecutive days from 1 Nov 2026, one per amount. */
const daily = (amounts: number[]) =>
  amounts.map((amount, i) => point(addDays('2026-11-01', i), amount));

const EN_UNITS = { thousand: 'K', lakh: 'L', crore: 'Cr' };

describe('the sentence: first, last and lowest of the range', () => {
  it.each([
    // [drawing power each day, first, last, lowest, lowest's date]
    [[280_000, 241_000, 267_000], 280_000, 267_000, 241_000, '2026-11-02'],
    [[180_000], 180_000, 180_000, 180_000, '2026-11-01'],
    // The lowest is today when the line is still falling.
    [[225_000, 210_000, 180_000], 225_000, 180_000, 180_000, '2026-11-03'],
    // The first day it was that low, when it was that low twice.
    [[300_000, 200_000, 250_000, 200_000], 300_000, 200_000, 200_000, '2026-11-02'],
  ])('%j', (amounts, first, last, lowest, lowestDate) => {
    const figures = sentenceFigures(daily(amounts));
    expect(figures).toEqual({
      first,
      last,
      lowest,
      lowestDate,
      flat: amounts.every((a) => a === amounts[0]),
    });
  });

  it('says nothing about an empty range', () => {
    expect(sentenceFigures([])).toBeUndefined();
  });

  it('the lowest is never above the first or the last, and is a point of the range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 1 }), (amounts) => {
        const figures = sentenceFigures(daily(amounts));
        expect(figures).toBeDefined();
        if (!figures) return;
        expect(figures.lowest).toBeLessThanOrEqual(Math.min(figures.first, figures.last));
        expect(figures.lowest).toBe(Math.min(...amounts));
        const index = amounts.indexOf(figures.lowest);
        expect(figures.lowestDate).toBe(addDays('2026-11-01', index));
      }),
    );
  });
});

describe('what may be drawn on a day', () => {
  it.each([
    // [drawing power, owed, available]
    [500_000, 185_000, 315_000],
    [180_000, 180_000, 0],
    // In shortfall nothing may be drawn: never a negative amount.
    [180_000, 225_000, 0],
    [250_000, 0, 250_000],
  ])('drawing power %d, owed %d: %d', (drawingPower, owed, available) => {
    expect(availableOn(point('2026-11-01', drawingPower, owed))).toBe(available);
  });
});

describe('gaps for missing days', () => {
  it('has no days without points', () => {
    expect(daySlots([])).toEqual([]);
    expect(runsOf([])).toEqual([]);
  });

  it('puts each point on its day and leaves a missing day empty, never a zero', () => {
    const points = [point('2026-11-01', 10), point('2026-11-02', 20), point('2026-11-05', 50)];
    const slots = daySlots(points);
    expect(slots.map((s) => s?.drawing_power ?? null)).toEqual([10, 20, null, null, 50]);
    expect(runsOf(slots)).toEqual([
      { start: 0, points: [points[0], points[1]] },
      { start: 4, points: [points[2]] },
    ]);
  });

  it('keeps every point once, in order, and as many slots as days from first to last', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 1 }), (days) => {
        const sorted = [...days].sort((a, b) => a - b);
        const points = sorted.map((d) => point(addDays('2026-01-01', d), d + 1));
        const slots = daySlots(points);
        expect(slots).toHaveLength((sorted.at(-1) ?? 0) - (sorted[0] ?? 0) + 1);
        expect(slots.filter((s) => s !== null)).toEqual(points);
        const runs = runsOf(slots);
        expect(runs.flatMap((r) => r.points)).toEqual(points);
        // A run never spans a missing day, and two runs never touch.
        for (const run of runs) {
          run.points.forEach((p, i) => expect(slots[run.start + i]).toBe(p));
        }
        runs.slice(1).forEach((run, i) => {
          const before = runs[i];
          expect(run.start).toBeGreaterThan((before?.start ?? 0) + (before?.points.length ?? 0));
        });
      }),
    );
  });
});

describe('points out of order', () => {
  it('leaves out a point outside the first to the last day, never writing past the range', () => {
    const [first, later, last] = [
      point('2026-11-01', 1),
      point('2026-11-05', 5),
      point('2026-11-03', 3),
    ];
    expect(daySlots([first, later, last])).toEqual([first, null, last]);
    const [start, earlier, end] = [
      point('2026-11-02', 2),
      point('2026-11-01', 1),
      point('2026-11-03', 3),
    ];
    expect(daySlots([start, earlier, end])).toEqual([start, end]);
    // The day just after the last is outside too.
    const [day1, day4, day3] = [
      point('2026-11-01', 1),
      point('2026-11-04', 4),
      point('2026-11-03', 3),
    ];
    expect(daySlots([day1, day4, day3])).toEqual([day1, null, day3]);
  });
});

describe('the nearest day to a position', () => {
  it.each([
    // [slots with a point (1) or missing (0), x, width, expected slot]
    [[1, 1, 1, 1, 1], 0, 400, 0],
    [[1, 1, 1, 1, 1], 400, 400, 4],
    [[1, 1, 1, 1, 1], 149, 400, 1],
    [[1, 1, 1, 1, 1], 151, 400, 2],
    [[1, 1, 1, 1, 1], -30, 400, 0],
    [[1, 1, 1, 1, 1], 999, 400, 4],
    // A missing day gives the nearest day that has a point.
    [[1, 0, 0, 1, 1], 120, 400, 0],
    [[1, 0, 0, 1, 1], 260, 400, 3],
    [[1], 50, 400, 0],
    [[1], 0, 400, 0],
    // Halfway between two days with points: the earlier one.
    [[1, 0, 1], 200, 400, 0],
    // Either side of halfway: the nearer of the two.
    [[1, 0, 1], 190, 400, 0],
    [[1, 0, 1], 250, 400, 2],
    [[1, 1, 0, 1, 1], 170, 400, 1],
    [[1, 1, 0, 1, 1], 230, 400, 3],
    // Past the last day with a point, never a day beyond the range.
    [[1, 0, 0], 400, 400, 0],
  ])('%j at %d of %d', (present, x, width, expected) => {
    const slots = present.map((p, i) => (p ? point(addDays('2026-11-01', i), i) : null));
    expect(nearestSlot(slots, x, width)).toBe(expected);
  });

  it('no slot with a point is nearer than the one chosen', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 400 }),
        // Hundredths of a pixel: fc.double would mostly give the ends and numbers near 0.
        fc.integer({ min: -10_000, max: 150_000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 1, max: 1440 }),
        (present, x, width) => {
          const slots = present.map((p, i) => (p ? point(addDays('2026-01-01', i), i) : null));
          const chosen = nearestSlot(slots, x, width);
          if (!present.some(Boolean)) {
            expect(chosen).toBeUndefined();
            return;
          }
          if (chosen === undefined) throw new Error('no slot chosen');
          expect(slots[chosen]).not.toBeNull();
          const step = slots.length > 1 ? width / (slots.length - 1) : 0;
          const distance = (i: number) => Math.abs(i * step - x);
          slots.forEach((slot, i) => {
            if (slot) expect(distance(chosen)).toBeLessThanOrEqual(distance(i) + 1e-9);
          });
        },
      ),
    );
  });
});

describe('the amount axis', () => {
  it.each([
    [0, EN_UNITS, '₹0'],
    [50_000, EN_UNITS, '₹50 K'],
    [250_000, EN_UNITS, '₹2.5 L'],
    [500_000, EN_UNITS, '₹5 L'],
    [225_000, EN_UNITS, '₹2.25 L'],
    [1_20_00_000, EN_UNITS, '₹1.2 Cr'],
    [10_00_00_000, EN_UNITS, '₹10 Cr'],
    [250_000, { thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' }, '₹2.5 लाख'],
    [-250_000, EN_UNITS, '-₹2.5 L'],
    // Each unit from exactly one of it.
    [999, EN_UNITS, '₹999'],
    [1_000, EN_UNITS, '₹1 K'],
    [1_00_000, EN_UNITS, '₹1 L'],
    [1_00_00_000, EN_UNITS, '₹1 Cr'],
    // Two decimals at most.
    [1_23_456, EN_UNITS, '₹1.23 L'],
    [12_34_56_789, EN_UNITS, '₹12.35 Cr'],
  ])('%d in short is %s', (amount, units, expected) => {
    expect(shortRupees(amount, units)).toBe(expected);
  });

  it('labels ticks with as few decimals as keep them apart, and gives up at seven', () => {
    expect(tickLabels([1_000_000, 1_000_100, 1_000_200], EN_UNITS)).toEqual([
      '₹10 L',
      '₹10.001 L',
      '₹10.002 L',
    ]);
    expect(tickLabels([1_000_000, 1_100_000], EN_UNITS)).toEqual(['₹10 L', '₹11 L']);
    expect(tickLabels([5, 5], EN_UNITS)).toEqual(['₹5', '₹5']);
    // Labels already apart at two decimals keep two.
    expect(tickLabels([1_23_456, 2_34_567], EN_UNITS)).toEqual(['₹1.23 L', '₹2.35 L']);
    expect(tickLabels([1_000_000, 1_000_010, 1_000_020], EN_UNITS)).toEqual([
      '₹10 L',
      '₹10.0001 L',
      '₹10.0002 L',
    ]);
    // Never more than seven, even for amounts that differ by less (paise in crores).
    expect(tickLabels([1_00_00_000, 1_00_00_000.1], EN_UNITS)).toEqual(['₹1 Cr', '₹1 Cr']);
  });

  it.each([
    // [lowest, highest, ticks]
    [180_000, 225_000, [180_000, 190_000, 200_000, 210_000, 220_000, 230_000]],
    [140_000, 500_000, [100_000, 200_000, 300_000, 400_000, 500_000]],
    [0, 500_000, [0, 100_000, 200_000, 300_000, 400_000, 500_000]],
    [500_000, 500_000, [400_000, 500_000, 600_000]],
    [0, 0, [0, 1]],
    [1, 1, [0, 1, 2]],
    [0, 1, [0, 1]],
  ])('%d to %d has ticks %j', (low, high, expected) => {
    expect(amountTicks(low, high)).toEqual(expected);
  });

  it('ticks cover the amounts, are evenly spaced, few, and their short forms are distinct', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 * 10 ** 9 }),
        fc.integer({ min: 0, max: 5 * 10 ** 9 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const ticks = amountTicks(low, high);
          expect(ticks[0]).toBeLessThanOrEqual(low);
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(high);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(7);
          const [first = 0, second = 0] = ticks;
          const step = second - first;
          ticks.forEach((t, i) => expect(t).toBeCloseTo(first + i * step, 6));
          const labels = tickLabels(ticks, EN_UNITS);
          expect(new Set(labels).size).toBe(labels.length);
        },
      ),
    );
  });
});

describe("the chart's lines", () => {
  /** WCAG relative luminance of '#rrggbb'. */
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const againstWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

  it.each(Object.entries(LINE))('%s (%s) is at least 3:1 against the white card', (_, colour) => {
    expect(againstWhite(colour)).toBeGreaterThanOrEqual(3);
  });
});
