import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/brand/brand-logo';
import { LenderDisclosure } from '@/brand/lender-disclosure';
import { LoadingScreen } from './loading-screen';
import { routeAt } from './routes';
import { ScrollManager } from '@/lib/scroll-manager';
import { useTexts } from '@/lib/i18n/texts';
import { appTexts } from './texts';

/** The public pages (/lenders, /grievance) for a visitor who is not signed in. */
export function PublicLayout() {
  const width = routeAt(useLocation().pathname)?.width ?? 'max-w-5xl';
  const t = useTexts(appTexts);
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollManager />
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 sm:px-8">
        <Link to={paths.login} className="rounded-md">
          <BrandLogo className="h-8" />
        </Link>
        <Link to={paths.login} className={buttonClass('primary')}>
          {t.logIn}
        </Link>
      </header>
      <main id="main-content" className="flex-1 px-4 py-6 sm:px-8">
        <div className={`mx-auto ${width}`}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className="border-t border-slate-200 px-4 py-5 sm:px-8">
        <LenderDisclosure />
      </footer>
    </div>
  );
}
