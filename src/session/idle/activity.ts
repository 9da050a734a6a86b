import { storage, storageKeys } from '@/lib/storage';

/**
 * When the customer was last active, shared by every tab of this site through local storage (its
 * `storage` event tells the others). Kept here too, for a browser whose storage is off.
 */
let here = 0;
const listeners = new Set<() => void>();

export function lastActivity(): number {
  const stored = Number(storage.get(storageKeys.activeAt));
  return Math.max(here, Number.isFinite(stored) ? stored : 0);
}

/** Notes activity now; a stream of events (pointer moves, a wheel) writes at most once a second. */
export function recordActivity(force = false): void {
  const now = Date.now();
  if (!force && now - here < 1_000) return;
  here = now;
  storage.set(storageKeys.activeAt, String(now));
  listeners.forEach((listener) => listener());
}

/** A session with no record yet (it has just started) starts active now. */
export function startActivity(): void {
  if (storage.get(storageKeys.activeAt) === null) recordActivity(true);
}

/** Listens for activity here (another tab's arrives through the `storage` event). */
export function onActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
