import { useEffect, useState } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { whenIdle } from '@/lib/first-page';
import { whenQuiet } from '@/lib/quiet';

const loadRateNotice = () => import('./rate-notice').then((module) => module.RateNotice);
/** A notice whose code did not arrive is not shown; the Key facts tab has the same facts. */
const NotLoaded = () => null;

/**
 * The rate change notice, read after the page: its code and the key facts are asked for once the
 * page is drawn and quiet, so they never hold up the page's largest paint
 * (docs/performance.md#signed-in-pages).
 */
export function LaterRateNotice() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void whenQuiet()
      .then(whenIdle)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);
  return ready ? <LazyPart load={loadRateNotice} failed={NotLoaded} fallback={null} /> : null;
}
