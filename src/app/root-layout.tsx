import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AuthProvider } from '@/session/auth-context';
import { PartnerProvider } from '@/session/partner-context';
import { CookieNotice } from './cookie-notice';
import { ErrorBoundary } from './error-boundary';
import { Toaster } from './toaster';

export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PartnerProvider>
      <AuthProvider>
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        <CookieNotice />
        <Toaster />
      </AuthProvider>
    </PartnerProvider>
  );
}
