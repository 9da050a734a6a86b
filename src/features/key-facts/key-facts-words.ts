/**
 * The Key facts tab's sentences built from the facts, written once for the screen and the PDF
 * (docs/product.md#key-facts), in the catalogue they are given.
 */
import { formatPercent, formatRupees } from '@/lib/format';
import type { Charge, KeyFacts } from '@/loan/api/key-facts';
import type { KeyFactsTexts } from './texts';

/** '10.5% a year, fixed', or a floating rate with its benchmark and spread. */
export function rateLine(facts: KeyFacts, t: KeyFactsTexts): string {
  const rate = formatPercent(facts.interest_rate_percent);
  const benchmark = facts.benchmark;
  return benchmark
    ? t.floatingRate(
        rate,
        benchmark.name,
        formatPercent(benchmark.rate_percent),
        formatPercent(benchmark.spread_percent),
      )
    : t.fixedRate(rate);
}

/** '1% of the limit, once (min ₹999, max ₹4,999) + GST'. */
export function priceOf(charge: Charge, t: KeyFactsTexts): string {
  // The read leaves out a charge with neither, so one of the two is there.
  const price =
    charge.amount !== undefined
      ? formatRupees(charge.amount)
      : charge.percent !== undefined
        ? formatPercent(charge.percent)
        : undefined;
  const min = charge.min_amount === undefined ? undefined : formatRupees(charge.min_amount);
  const max = charge.max_amount === undefined ? undefined : formatRupees(charge.max_amount);
  const limits =
    min && max ? t.minMax(min, max) : min ? t.atLeast(min) : max ? t.atMost(max) : undefined;
  return [price, charge.basis, limits ? `(${limits})` : '', charge.plus_gst ? t.plusGst : '']
    .filter(Boolean)
    .join(' ');
}
