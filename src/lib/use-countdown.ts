import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment `seconds` from the last (re)start, ticking once a second. The first
 * count starts when it starts ticking, on screen, not when it was first rendered: on a busy phone
 * the two can be more than a second apart, and the person should see every second of it.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const remaining = endsAt === undefined ? seconds : Math.max(0, Math.ceil((endsAt - now) / 1000));

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    const timer = setInterval(() => {
      setEndsAt((at) => at ?? start + seconds * 1000);
      setNow(Date.now());
    }, 1000);
    return () => clearInterval(timer);
  }, [running, seconds]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
