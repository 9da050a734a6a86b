/** How long the warning counts down before the sign-out. */
export const WARNING_SECONDS = 60;

/**
 * Seconds until the sign-out, from the last activity (in any tab) and the wall clock: `null` while
 * the customer counts as active, 60 down to 1 while the warning shows, 0 once the session has
 * expired. Timers stop while a phone sleeps and the clock does not, so this is always worked out
 * from `now`, never counted by a timer. `idleMs` 0 turns the limit off.
 */
export function countdown(lastActive: number, now: number, idleMs: number): number | null {
  const left = msLeft(lastActive, now, idleMs);
  if (left > WARNING_SECONDS * 1000) return null;
  return Math.max(0, Math.ceil(left / 1000));
}

/** When the countdown will next read differently (ms), so a timer can wake for it. */
export function nextChange(lastActive: number, now: number, idleMs: number): number {
  const left = msLeft(lastActive, now, idleMs);
  if (left > WARNING_SECONDS * 1000) return left - WARNING_SECONDS * 1000;
  return left > 0 ? left % 1000 || 1000 : Infinity;
}

function msLeft(lastActive: number, now: number, idleMs: number): number {
  if (idleMs <= 0) return Infinity;
  // A last activity ahead of the clock (the clock was set back) counts as activity now.
  const idleFor = Math.max(0, now - lastActive);
  return idleMs + WARNING_SECONDS * 1000 - idleFor;
}

/**
 * The moment a screen reader was last told of (60, 30 or 10 seconds left): the spoken countdown
 * changes only then, while the one on screen counts every second.
 */
export function announcedSeconds(secondsLeft: number): number {
  return [10, 30].find((moment) => secondsLeft <= moment) ?? WARNING_SECONDS;
}
