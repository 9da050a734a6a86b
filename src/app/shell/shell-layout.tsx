import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { IdleSignOut } from '@/session/idle/idle-sign-out';
import { SkipLink } from '@/components/ui/skip-link';
import { SessionScope } from '@/session/session-scope';
import { sessionTexts } from '@/session/texts';
import { useTexts } from '@/lib/i18n/texts';
import { ErrorBoundary } from '../error-boundary';
import { LoadingScreen } from '../loading-screen';
import { routeAt } from '../routes';
import { ScrollManager } from '@/lib/scroll-manager';
import { Footer as FooterContent } from './footer';
import { MobileDrawer as MobileDrawerContent } from './mobile-drawer';
import { SidebarRail as SidebarRailContent } from './sidebar';
import { TopBar as TopBarContent } from './top-bar';

// The router renders the shell again at every change of the URL, a filter's query on /loan too;
// the frame around the page renders again only when its own props change (its links follow the
// URL by themselves). With 5,000 transactions on a slow phone, this is what keeps a filter quick.
const TopBar = memo(TopBarContent);
const SidebarRail = memo(SidebarRailContent);
const MobileDrawer = memo(MobileDrawerContent);
const Footer = memo(FooterContent);

/**
 * The loan's alerts wait for the loan's details anyway, so their code comes with them, not before
 * the page; if it cannot load, the page goes on without them (/loan shows the shortfall itself).
 */
const LoanAlerts = lazy(() =>
  import('@/session/alerts/loan-alerts').then(
    (module) => ({ default: module.LoanAlerts }),
    () => ({ default: () => null }),
  ),
);

/** The signed-in pages' frame, in the scope of the session (its server-state cache). */
export function ShellLayout() {
  return (
    <SessionScope>
      {/* Here and in the public frame, not around /login, which has one page and a tight budget. */}
      <ScrollManager />
      <Shell />
    </SessionScope>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const idleMinutes = getEnv().VITE_IDLE_MINUTES;
  // The pages write the interest sentence outside React (interestMessage), where nothing waits
  // for its Hindi: it is in before any page shows.
  useTexts(sessionTexts);
  // The drawer belongs to the page it was opened on, so any navigation closes it for good: coming
  // back to that page (Back, or a link) does not open it again.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  if (drawerPath !== null && drawerPath !== pathname) setDrawerPath(null);
  const width = routeAt(pathname)?.width ?? 'max-w-5xl';
  const openDrawer = useCallback(() => setDrawerPath(pathname), [pathname]);
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  return (
    <>
      <SkipLink target="main-content" />
      <TopBar onOpenMenu={openDrawer} />
      <SidebarRail />
      <MobileDrawer open={drawerPath === pathname} onClose={closeDrawer} />
      <div className="flex min-h-[calc(100dvh-4rem)] flex-col lg:pl-20">
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 py-6 sm:px-8 focus:outline-none"
        >
          <Suspense fallback={null}>
            <LoanAlerts
              width={width}
              withInterest={pathname === paths.home || pathname === paths.loan}
            />
          </Suspense>
          {/* A page that fails shows its own way out; the shell around it stays. */}
          <ErrorBoundary resetKey={pathname}>
            <div className={`mx-auto ${width}`}>
              <Suspense fallback={<LoadingScreen />}>
                <Outlet />
              </Suspense>
            </div>
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
      {idleMinutes > 0 ? <IdleSignOut minutes={idleMinutes} /> : null}
    </>
  );
}
