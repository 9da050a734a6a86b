import { useEffect, useState } from 'react';
import { afterPaint } from './first-page';

/**
 * False in a component's first render, true once the frame that drew it is on screen: what is
 * below the fold renders then, so the first frame (and its largest paint) waits for no more than
 * what it shows, and the reads of what comes later start after it
 * (docs/performance.md#signed-in-pages).
 */
export function useAfterFrame(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let current = true;
    void afterPaint().then(() => current && setDrawn(true));
    return () => {
      current = false;
    };
  }, []);
  return drawn;
}
