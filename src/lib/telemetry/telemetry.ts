import { knownCustomer } from '../report';
import { apiPattern, scrubText, topFrames } from './scrub';
import type { Vital } from './vitals';

/**
 * Where an error was heard: `window`'s error and unhandledrejection events, or React's root (one
 * an error boundary caught, or one none did).
 */
export type ErrorSource = 'error' | 'rejection' | 'boundary' | 'uncaught';

/** What is sent: docs/telemetry.md#what-is-sent. */
export type TelemetryEvent =
  | ({ type: 'vital' } & Vital)
  | {
      type: 'error';
      source: ErrorSource;
      name: string;
      message: string;
      stack: string[];
    }
  | {
      type: 'api';
      method: string;
      /** The call's own route pattern (`/notifications/:id`); `route` is the page's. */
      endpoint: string;
      status: number;
      duration: number;
    };

/** What every event carries. */
export type TelemetryContext = {
  /** The page's route pattern (`/loan`, `/notifications`), never its query. */
  route: string;
  build: string;
  partner: string;
  connection: string;
};

/** At most this many events wait; beyond it, older ones make room (a page in an error loop). */
const MAX_QUEUE = 100;
/** sendBeacon takes about 64 kB in all; a batch stays well under it. */
const MAX_BATCH = 30;

export type Telemetry = {
  track: (event: TelemetryEvent) => void;
  /** Sends what waits (the page is being hidden or left). */
  flush: () => void;
};

/**
 * Collects events and sends them in batches with `navigator.sendBeacon` when the page is hidden
 * or left: a beacon outlives the page and costs the customer nothing while they use it. The body
 * is JSON sent as text/plain, which needs no CORS preflight.
 */
export function createTelemetry(
  url: string,
  context: () => TelemetryContext,
  send: (url: string, body: string) => boolean = (to, body) => navigator.sendBeacon(to, body),
): Telemetry {
  let queue: (TelemetryEvent & TelemetryContext & { at: number })[] = [];
  const flush = () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      if (!send(url, JSON.stringify({ events: batch }))) return;
      queue = queue.slice(batch.length);
    }
  };
  const hidden = () => {
    // After the other listeners (the vitals that settle on hiding have been added by then).
    if (document.visibilityState === 'hidden') queueMicrotask(flush);
  };
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('pagehide', flush);
  return {
    track(event) {
      queue.push({ ...event, ...context(), at: Date.now() });
      // One event at a time comes in, so one goes out: the oldest.
      if (queue.length > MAX_QUEUE) queue.shift();
    },
    flush,
  };
}

/**
 * An error as an event: its kind, its message masked (with what the session knows of its
 * customer) and its top frames, nothing else.
 */
export function errorEvent(error: unknown, source: ErrorSource): TelemetryEvent {
  const known = error instanceof Error;
  const customer = knownCustomer();
  return {
    type: 'error',
    source,
    name: known ? scrubText(error.name, customer) : typeof error,
    message: scrubText(known ? error.message : typeof error === 'string' ? error : '', customer),
    stack: known ? topFrames(error.stack) : [],
  };
}

/** A failed call as an event: method, route pattern, status and duration; no URL, no body. */
export function apiEvent(
  method: string | undefined,
  url: string | undefined,
  status: number,
  duration: number,
): TelemetryEvent {
  return {
    type: 'api',
    method: (method ?? 'get').toUpperCase(),
    endpoint: apiPattern(url ?? ''),
    status,
    duration: Math.round(duration),
  };
}
