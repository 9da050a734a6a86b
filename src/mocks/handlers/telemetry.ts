import { HttpResponse } from 'msw';
import { http } from '../http';
import * as z from 'zod/mini';
import { db } from '../db';

/** Where the demo's telemetry goes (VITE_TELEMETRY_URL of the popup/payout demo build). */
export const DEMO_TELEMETRY_URL = 'https://telemetry.lark.test/telemetry';
const KEEP = 200;
const batch = z.object({
  events: z.array(z.record(z.string(), z.unknown())).check(z.maxLength(100)),
});

/**
 * The collector of docs/telemetry.md#a-collector, in brief: a batch of events as JSON (sent as
 * text/plain by sendBeacon), of which the last 200 are kept in the demo's state.
 */
export const telemetryHandlers = [
  http.post(DEMO_TELEMETRY_URL, async ({ request }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await request.text());
    } catch {
      return new HttpResponse(null, { status: 400 });
    }
    const result = batch.safeParse(parsed);
    if (!result.success) return new HttpResponse(null, { status: 400 });
    db.update((state) => {
      state.telemetry = [...state.telemetry, ...result.data.events].slice(-KEEP);
    });
    return new HttpResponse(null, { status: 204 });
  }),
];
