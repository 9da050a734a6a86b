import { memo, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LOAN_WAIT_MS } from '@/config/constants';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { IdleSignOut } from '@/session/idle/idle-sign-out';
import { preloadModal } from '@/components/ui/modal';
import { SkipLink } from '@/components/ui/skip-link';
import { useDrawableLine } from '@/loan/line-close';
import { SessionScope } from './session-scope';
import { sessionTexts } from '@/session/texts';
import { useTexts } from '@/lib/i18n/texts';
import { ErrorBoundary } from '../error-boundary';
import { LoadingScreen } from '../loading-screen';
import { routeAt } from '../routes';
import { ScrollManager } from '@/lib/scroll-manager';
import { Footer as FooterContent } from './footer';
import { MobileDrawer as MobileDrawerContent, preloadDrawer } from './mobile-drawer';
import { SidebarRail as SidebarRailContent } from './sidebar';
import { TopBar as TopBarContent } from './top-bar';

// The router renders the shell again at every change of the URL, a filter's query on /loan too;
// the frame around the page renders again only when its own props change (its links follow the
// URL by themselves). With 5,000 transactions on a slow phone, this is what keeps a filter quick.
const TopBar = memo(TopBarContent);
const SidebarRail = memo(SidebarRailContent);
const MobileDrawer = memo(MobileDrawerContent);
const Footer = memo(FooterContent);

// Headless UI is on no page's first load: the dialogs' and the drawer's code comes once the page
// is quiet, as the menus' does (docs/performance.md#signed-in-pages).
preloadModal();
preloadDrawer();

type LoanAlertsProps = { width: string; withInterest: boolean };

type Alerts = ComponentType<LoanAlertsProps>;

/**
 * The loan's alerts wait for the loan's details anyway, so their code comes with them, not before
 * the page; if it cannot load, the page goes on without them (/loan shows the shortfall itself).
 */
let alertsLoad: Promise<Alerts> | undefined;
const loadAlerts = () =>
  (alertsLoad ??= import('./shell-alerts').then(
    (module) => module.ShellAlerts,
    () => () => null,
  ));

/**
 * The alerts, once the page may show: when the loan's details, its collateral requests (read at
 * the same time) and the alerts' code are in, so a banner above the page, or home's 'Get Cash', is
 * there or not on its first paint instead of pushing the page about later
 * (docs/performance.md#layout-shifts). A read that is paused (offline) or slower than
 * LOAN_WAIT_MS holds the page up no longer; once shown, the page stays.
 */
function useAlertsFirst(): { mayShow: boolean; Alerts: Alerts | undefined } {
  // The line and whether it is being closed: home's 'Get Cash' and the navigation depend on both.
  const lineKnown = useDrawableLine() !== undefined;
  const [Alerts, setAlerts] = useState<Alerts>();
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    let current = true;
    void loadAlerts().then((loaded) => current && setAlerts(() => loaded));
    const timer = setTimeout(() => setWaitedEnough(true), LOAN_WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, []);
  const [shown, setShown] = useState(false);
  const mayShow = shown || (lineKnown && Alerts !== undefined) || waitedEnough;
  if (mayShow && !shown) setShown(true);
  return { mayShow, Alerts };
}

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
  const { mayShow: pageMayShow, Alerts } = useAlertsFirst();
  return (
    <>
      <SkipLink target="main-content" />
      <TopBar onOpenMenu={openDrawer} />
      <SidebarRail />
      <MobileDrawer open={drawerPath === pathname} onClose={closeDrawer} />
      {/* The page fills the screen under the top bar and the footer starts below it, so a page
          that arrives after a spinner does not push a footer off the screen. */}
      <div className="lg:pl-20">
        <main
          id="main-content"
          tabIndex={-1}
          className="min-h-[calc(100dvh-4rem)] px-4 py-6 sm:px-8 focus:outline-none"
        >
          {pageMayShow ? (
            <>
              {Alerts ? (
                <Suspense fallback={null}>
                  <Alerts
                    width={width}
                    withInterest={pathname === paths.home || pathname === paths.loan}
                  />
                </Suspense>
              ) : null}
              {/* A page that fails shows its own way out; the shell around it stays. */}
              <ErrorBoundary resetKey={pathname}>
                <div className={`mx-auto ${width}`}>
                  <Suspense fallback={<LoadingScreen />}>
                    <Outlet />
                  </Suspense>
                </div>
              </ErrorBoundary>
            </>
          ) : (
            <LoadingScreen />
          )}
        </main>
        <Footer />
      </div>
      {idleMinutes > 0 ? <IdleSignOut minutes={idleMinutes} /> : null}
    </>
  );
}
