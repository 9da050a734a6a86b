import { startTransition, useEffect, useState } from 'react';
import { afterPresented } from './first-page';

/**
 * False in a component's first render, true once the frame that drew it is on screen and its
 * largest paint reported, or two frames drawn where none is (after the first input, or when
 * nothing larger was drawn: `afterPresented`). What is below the fold renders then, so the first
 * frame (and its largest paint) waits for no more than what it shows, and the reads of what comes
 * later start after it. Switched a frame earlier, the work could start before a phone reported
 * that paint, and count against it
 * (docs/performance.md#loans-sections-below-the-fold-in-a-chunk-of-their-own-2026-11-30).
 *
 * The switch is a transition: what is below may still wait for its texts (a Hindi catalogue not
 * yet in), and a transition keeps the frame on screen meanwhile. An urgent update would hide the
 * page behind its loading fallback, and take the focus from whatever held it.
 */
export function useAfterFrame(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let current = true;
    void afterPresented().then(() => current && startTransition(() => setDrawn(true)));
    return () => {
      current = false;
    };
  }, []);
  return drawn;
}
