/**
 * The api client's session wiring, kept apart from axios so the first page can set it up
 * before the client itself has loaded.
 */
let gate: () => Promise<unknown> = () => Promise.resolve();
let onUnauthorized: () => void = () => window.location.assign('/login');
let unauthorizedHandled = false;

/**
 * Holds every request until what `start` returns settles. `start` runs once, at the first
 * request: the demo backend loads only when a call needs it.
 */
export function holdRequestsUntil(start: () => Promise<unknown>): void {
  let started: Promise<unknown> | undefined;
  gate = () => (started ??= start().catch(() => undefined));
}
export function requestGate(): Promise<unknown> {
  return gate();
}

/** The session decides how to leave; the client makes sure it happens once. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}
/** A new session arms the unauthorized redirect again. */
export function armUnauthorizedRedirect(): void {
  unauthorizedHandled = false;
}
/** Runs the handler unless it already ran for this session. */
export function signalUnauthorized(): void {
  if (unauthorizedHandled) return;
  unauthorizedHandled = true;
  onUnauthorized();
}
