import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoanAlerts } from '@/features/loan/components/loan-alerts';
import { SessionScope } from '@/session/server-state/session-scope';
import { ErrorBoundary } from '../error-boundary';
import { LoadingScreen } from '../loading-screen';
import { Footer } from './footer';
import { MobileDrawer } from './mobile-drawer';
import { SidebarRail } from './sidebar';
import { TopBar } from './top-bar';

/** The signed-in pages' frame, in the scope of the session (its server-state cache). */
export function ShellLayout() {
  return (
    <SessionScope>
      <Shell />
    </SessionScope>
  );
}

function Shell() {
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar onOpenMenu={() => setDrawerPath(pathname)} />
      <SidebarRail />
      <MobileDrawer open={drawerPath === pathname} onClose={() => setDrawerPath(null)} />
      <div className="flex min-h-[calc(100dvh-4rem)] flex-col lg:pl-20">
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 py-6 sm:px-8 focus:outline-none"
        >
          <LoanAlerts withInterest={pathname === paths.home || pathname === paths.loan} />
          {/* A page that fails shows its own way out; the shell around it stays. */}
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
    </>
  );
}
