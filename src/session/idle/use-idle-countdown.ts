import { useCallback, useState, useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/storage';
import { lastActivity, onActivity, recordActivity, startActivity } from './activity';
import { countdown, nextChange } from './idle-rules';
import { PERSON_INPUT, personInput } from './person-input';

/** Timers sleep with the page: the clock is read again at least this often, and when shown. */
const COARSE_MS = 15_000;

const countdownNow = (idleMs: number) => countdown(lastActivity(), Date.now(), idleMs);

/**
 * Watches the customer's activity in this tab and hears it from the others, and calls `onChange`
 * whenever the countdown may read differently. Returns how to stop.
 */
function watchIdle(idleMs: number, onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    onChange();
    const wait = nextChange(lastActivity(), Date.now(), idleMs);
    if (wait !== Infinity) timer = setTimeout(check, Math.min(wait, COARSE_MS));
  };
  // While the warning shows, only its answer counts: a key pressed in the dialog is not one.
  const active = () => {
    if (countdownNow(idleMs) === null) recordActivity();
  };
  const isPerson = personInput();
  const input = (event: Event) => {
    if (isPerson(event)) active();
  };
  // Focus moving into a widget's frame blurs the page; the frame's own events never reach it.
  // A frame that pulls focus to itself counts too (the page cannot tell): see the decision.
  const blurred = () => {
    if (document.activeElement instanceof HTMLIFrameElement) active();
  };
  const stored = (event: StorageEvent) => {
    if (event.key === storageKeys.activeAt) check();
  };

  // Every listener goes with one signal when the watch stops.
  const listening = new AbortController();
  const { signal } = listening;
  for (const type of PERSON_INPUT)
    document.addEventListener(type, input, { capture: true, passive: true, signal });
  window.addEventListener('blur', blurred, { signal });
  window.addEventListener('storage', stored, { signal });
  window.addEventListener('focus', check, { signal });
  window.addEventListener('pageshow', check, { signal });
  document.addEventListener('visibilitychange', check, { signal });
  const stopActivity = onActivity(check);
  check();
  return () => {
    clearTimeout(timer);
    listening.abort();
    stopActivity();
  };
}

/**
 * Seconds until the idle sign-out: `null` while the customer is active, 60 down to 1 during the
 * warning, 0 when the session has expired.
 */
export function useIdleCountdown(idleMs: number): number | null {
  // Before the first reading: a session with no record yet has only just begun.
  useState(startActivity);
  const subscribe = useCallback((onChange: () => void) => watchIdle(idleMs, onChange), [idleMs]);
  return useSyncExternalStore(subscribe, () => countdownNow(idleMs));
}
