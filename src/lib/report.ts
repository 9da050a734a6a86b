/**
 * What telemetry hears from the rest of the portal: errors React caught or did not, and calls that
 * failed. Telemetry, when configured, loads after the first page is drawn and takes what waited
 * here by then (a call of the first page can fail before it arrives); otherwise none of it loads
 * and at most a few reports wait here, unread (docs/telemetry.md).
 */
import type { Known } from './telemetry/scrub';

export type Report =
  | { kind: 'error'; error: unknown; source: 'boundary' | 'uncaught' }
  | { kind: 'call'; method?: string; url?: string; status: number; duration: number };

/** Enough for the first page's calls; a page without telemetry keeps no more than this. */
const MAX_WAITING = 20;
const waiting: Report[] = [];
let sink: ((report: Report) => void) | undefined;

export function report(item: Report): void {
  if (sink) sink(item);
  else if (waiting.length < MAX_WAITING) waiting.push(item);
}

/** Telemetry's one receiver, which first hears what waited for it. */
export function receiveReports(receiver: (report: Report) => void): void {
  sink = receiver;
  for (const item of waiting.splice(0)) receiver(item);
}

let customer: Known | undefined;

/**
 * What this session knows of its customer (names, phone, email, PAN), for telemetry to mask in
 * free text; the session's profile read tells it, and the session's end forgets it.
 */
export function knowCustomer(known: Known | undefined): void {
  customer = known;
}

export const knownCustomer = (): Known | undefined => customer;
