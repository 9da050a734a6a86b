import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: a second press while it runs does nothing,
 * so no call is ever sent twice by a double click. `busy` drives the button's progress.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return [busy, run] as const;
}
