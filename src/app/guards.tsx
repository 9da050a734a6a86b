import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/lib/auth-token';
import { lazyComponent } from './lazy-component';

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

const SignedInArrival = lazyComponent(() => import('./signed-in-arrival'), 'SignedInArrival');

/** /login: a signed-in customer goes where they were going (a path on this site), else home. */
export function GuestOnly() {
  const location = useLocation();
  if (!useSessionToken()) return <Outlet />;
  // One redirect per history entry: a <Navigate> left mounted from the entry before (the code
  // step's, when signing in goes back to the phone step's) would not redirect again, and /login
  // would stay on screen, blank.
  return <SignedInArrival key={location.key} />;
}
