import type { FocusEvent, FocusEventHandler } from 'react';

/**
 * A field leaves focus when a press on a button begins. Its message appears then and pushes the
 * button down before the press ends, so the release misses it and the tap is lost. While a
 * pointer is down (a mouse or a pen), the blur's work waits until that press has finished, after
 * its click. A touch moves focus only as the tap ends, in the task that then clicks: there the
 * work waits for the next task, as it does for a blur from the keyboard.
 */
let pressing = false;
let waiting: (() => void)[] = [];
let listening = false;

function release(): void {
  // After the click that this release dispatches.
  setTimeout(() => {
    pressing = false;
    const run = waiting;
    waiting = [];
    for (const work of run) work();
  }, 0);
}

function listen(): void {
  // The build's prerender of /login has no document; the browser listens when it hydrates.
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', () => (pressing = true), options);
  document.addEventListener('pointerup', release, options);
  document.addEventListener('pointercancel', release, options);
}

/** `onBlur`, run once any press under way, and its click, have finished. */
export function settledBlur<T extends Element>(
  onBlur: FocusEventHandler<T> | undefined,
): FocusEventHandler<T> | undefined {
  if (!onBlur) return undefined;
  listen();
  return (event: FocusEvent<T>) => {
    if (pressing) waiting.push(() => onBlur(event));
    else setTimeout(() => onBlur(event), 0);
  };
}
