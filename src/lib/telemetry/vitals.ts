/**
 * The five web vitals, measured with the browser's PerformanceObserver as the `web-vitals`
 * package measures them, in brief (it is not a dependency of the portal; see docs/telemetry.md).
 * Each is reported once, when the page is hidden (LCP, CLS, INP settle only then) or at once
 * (FCP, TTFB).
 */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type Vital = {
  name: VitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
};

/** The web.dev thresholds: good up to the first, poor beyond the second. */
const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rate(name: VitalName, value: number): Vital {
  const [good, poor] = THRESHOLDS[name];
  const rating = value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
  return {
    name,
    value: Math.round(name === 'CLS' ? value * 1000 : value) / (name === 'CLS' ? 1000 : 1),
    rating,
  };
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
type EventEntry = PerformanceEntry & { interactionId?: number };

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, options = {}) {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => onEntries(list.getEntries())).observe({
    type,
    buffered: true,
    ...options,
  });
}

/** Measures the vitals of this page visit; `report` receives each one once. */
export function observeVitals(report: (vital: Vital) => void): void {
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (navigation) report(rate('TTFB', Math.max(0, navigation.responseStart)));
  observe('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) report(rate('FCP', fcp.startTime));
  });

  let lcp = 0;
  observe('largest-contentful-paint', (entries) => {
    lcp = entries.at(-1)?.startTime ?? lcp;
  });
  // Layout shifts in session windows (at most 5 s, gaps under 1 s); the largest window counts.
  let cls = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const fresh = entry.startTime - last > 1000 || entry.startTime - first > 5000;
      window = fresh ? entry.value : window + entry.value;
      if (fresh) first = entry.startTime;
      last = entry.startTime;
      cls = Math.max(cls, window);
    }
  });
  // The slowest interaction (web-vitals takes the 98th percentile; with few, it is the slowest).
  let inp: number | undefined;
  observe(
    'event',
    (entries) => {
      for (const entry of entries as EventEntry[]) {
        if (entry.interactionId) inp = Math.max(inp ?? 0, entry.duration);
      }
    },
    { durationThreshold: 40 },
  );
  observe('first-input', (entries) => {
    for (const entry of entries) inp = Math.max(inp ?? 0, entry.duration);
  });

  let reported = false;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || reported) return;
    reported = true;
    if (lcp > 0) report(rate('LCP', lcp));
    report(rate('CLS', cls));
    if (inp !== undefined) report(rate('INP', inp));
  });
}
