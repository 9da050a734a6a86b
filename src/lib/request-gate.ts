/**
 * Holds every request until what `start` returns settles (the demo backend starting). Kept apart
 * from axios so the first page can set it up before the client itself has loaded. `start` runs
 * once, at the first request: the demo backend loads only when a call needs it. A start that
 * failed (its code could not load while offline) is tried again by the next request.
 */
let gate: () => Promise<unknown> = () => Promise.resolve();

export function holdRequestsUntil(start: () => Promise<unknown>): void {
  let started: Promise<unknown> | undefined;
  gate = () =>
    (started ??= start().catch(() => {
      started = undefined;
    }));
}
export function requestGate(): Promise<unknown> {
  return gate();
}
