import { Navigate, parsePath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getLocale } from '@/lib/i18n/locale';
import { safeReturnPath } from '@/lib/return-path';
import { LoadingScreen } from './loading-screen';
import { preloadPage } from './routes';

/** Where a signed-out visit was going, carried to /login in the history entry's state. */
type LoginState = { from?: unknown } | null;

/** Each page a sign-in has gone on to, in each language: its code and texts, once loaded. */
const arrivals = new Map<string, { loaded: boolean; loading: Promise<unknown> }>();

/**
 * Waits (suspends) until the code of the page a sign-in goes on to, its frame's, and the texts of
 * all of it in the language on screen are in, so that page renders at once, its frame first. Going
 * on at once would hold an empty screen instead: the router's navigation is a transition, which
 * keeps what was on screen (nothing, once /login has gone) while the frame's code and, in Hindi,
 * its catalogues one after another, arrive. A load that fails goes on anyway (the page's error
 * boundary answers it).
 */
function useDestinationLoaded(to: string): void {
  const pathname = parsePath(to).pathname ?? paths.home;
  const key = `${getLocale()} ${pathname}`;
  let arrival = arrivals.get(key);
  if (!arrival) {
    const entry = {
      loaded: false,
      loading: preloadPage(pathname, true).then(() => {
        entry.loaded = true;
      }),
    };
    arrival = entry;
    arrivals.set(key, arrival);
  }
  // Suspense's own protocol, as useTexts: the nearest boundary shows the loading screen meanwhile.
  if (!arrival.loaded) throw arrival.loading;
}

/**
 * /login once signed in: on to where the visit was going (a path on this site), else home. Its
 * own chunk, loaded only then: /login's budget pays nothing for it.
 */
export function SignedInArrival() {
  const location = useLocation();
  const to = safeReturnPath((location.state as LoginState)?.from);
  useDestinationLoaded(to);
  // The loading screen stays while the router renders the page in a transition, which keeps on
  // screen what is here until then.
  return (
    <>
      <Navigate to={to} replace />
      <LoadingScreen />
    </>
  );
}
