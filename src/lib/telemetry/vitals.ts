import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** What is sent of a web vital: never its entries, which name the page's elements and URLs. */
export type Vital = Pick<Metric, 'name' | 'value' | 'rating'>;

/** A metric as sent: milliseconds whole, CLS (unitless) to three places. */
export function vitalOf({ name, value, rating }: Metric): Vital {
  const places = name === 'CLS' ? 1000 : 1;
  return { name, value: Math.round(value * places) / places, rating };
}

/**
 * The five web vitals of this page visit, measured by Google's `web-vitals` (the standard; its
 * observers read the entries buffered before it loaded). FCP and TTFB are reported when known,
 * LCP, CLS and INP when the page is hidden, where they settle.
 */
export function observeVitals(receive: (vital: Vital) => void): void {
  const send = (metric: Metric) => receive(vitalOf(metric));
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send);
}
