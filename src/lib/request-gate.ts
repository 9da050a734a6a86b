import { API_TIMEOUT_MS } from '@/config/constants';

/**
 * Holds every request until what `start` returns settles (the demo backend starting). Kept apart
 * from axios so the first page can set it up before the client itself has loaded. `start` runs
 * once, at the first request: the demo backend loads only when a call needs it. A start that
 * failed (its code could not load while offline) is tried again by the next request. A start
 * that has not settled within a call's own time limit holds no call longer: the calls go, and
 * fail as calls do, with a way to try again, instead of a spinner that never ends (a start that
 * never ended was seen in a few clean-clone runs: docs/demo-backend.md#how-it-starts).
 */
let gate: () => Promise<unknown> = () => Promise.resolve();

export function holdRequestsUntil(start: () => Promise<unknown>): void {
  let started: Promise<unknown> | undefined;
  gate = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise((resolve) => (timer = setTimeout(resolve, API_TIMEOUT_MS)));
    const starting = (started ??= start().catch(() => {
      started = undefined;
    }));
    return Promise.race([starting, limit]).finally(() => clearTimeout(timer));
  };
}
export function requestGate(): Promise<unknown> {
  return gate();
}
