import type { ReactNode } from 'react';
import { Navigate, Outlet, parsePath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/lib/auth-token';
import { getLocale } from '@/lib/i18n/locale';
import { preloadTexts } from '@/lib/i18n/texts';
import { safeReturnPath } from '@/lib/return-path';
import { LoadingScreen } from './loading-screen';
import { preloadFirstPage } from './routes';

/** Where a signed-out visit was going, carried to /login in the history entry's state. */
type LoginState = { from?: unknown } | null;

/** The signed-in frame (`shell`, which renders the page) around every page but /login. */
export function SignedInFrame({ shell }: { shell: ReactNode }) {
  return useSessionToken() ? shell : <Outlet />;
}

/** /lenders and /grievance (linked from /login): in the shell when signed in, else in `frame`. */
export function PublicFrame({ frame }: { frame: ReactNode }) {
  return useSessionToken() ? <Outlet /> : frame;
}

/** Every other route but /login: a signed-out visitor goes to /login, which returns here after. */
export function RequireAuth() {
  const location = useLocation();
  if (useSessionToken()) return <Outlet />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={paths.login} replace state={{ from }} />;
}

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
      loading: preloadFirstPage(pathname, true)
        .catch(() => undefined)
        .then(preloadTexts)
        .catch(() => undefined)
        .then(() => {
          entry.loaded = true;
        }),
    };
    arrival = entry;
    arrivals.set(key, arrival);
  }
  // Suspense's own protocol, as useTexts: the nearest boundary shows the loading screen meanwhile.
  if (!arrival.loaded) throw arrival.loading;
}

/** /login: a signed-in customer goes where they were going (a path on this site), else home. */
export function GuestOnly() {
  const location = useLocation();
  const state = location.state as LoginState;
  if (!useSessionToken()) return <Outlet />;
  return <GoOn key={location.key} to={safeReturnPath(state?.from)} />;
}

function GoOn({ to }: { to: string }) {
  useDestinationLoaded(to);
  // One redirect per history entry (GuestOnly's key): a <Navigate> left mounted from the entry
  // before (the code step's, when signing in goes back to the phone step's) would not redirect
  // again, and /login would stay on screen, blank. The loading screen stays while the router
  // renders the page in a transition, which keeps on screen what is here until then.
  return (
    <>
      <Navigate to={to} replace />
      <LoadingScreen />
    </>
  );
}
