import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PartnerProvider } from '@/brand/partner-context';
import { OfflineNotice } from '@/components/ui/offline-notice';
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
  return (
    <ErrorBoundary resetKey={pathname}>
      <PartnerProvider>
        <PageTitle />
        <CookieNotice />
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        <Toaster />
        <OfflineNotice />
      </PartnerProvider>
    </ErrorBoundary>
  );
}
