import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PartnerProvider } from '@/brand/partner-context';
import { paths } from '@/config/paths';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { useTexts } from '@/lib/i18n/texts';
import { libTexts } from '@/lib/texts';
import { CookieNotice } from './cookie-notice';
import { ErrorBoundary } from './error-boundary';
import { PageTitle } from './page-title';
import { Toaster } from './toaster';

/**
 * Two lines of defence: the routes' boundary keeps the branding and the toaster when a page
 * fails; the root one keeps a screen with a way out when anything else does.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Our error and offline messages are written outside React (errorMessage, toasts), where
  // nothing waits for their Hindi: it is in before the first screen.
  useTexts(libTexts);
  return (
    <ErrorBoundary resetKey={pathname}>
      {/* The login page is drawn on a partner's host before the partner is known. */}
      <PartnerProvider brandless={pathname.replace(/\/$/, '') === paths.login}>
        <PageTitle />
        <CookieNotice />
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        <Toaster />
        <OfflineNotice />
      </PartnerProvider>
    </ErrorBoundary>
  );
}
