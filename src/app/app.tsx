import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { RootLayout } from './root-layout';
import { firstScreenCommitted } from '@/lib/first-page';
import { LoadingScreen } from './loading-screen';

/** The portal inside a router: the browser's, or a static one for the prerendered /login. */
export function Portal() {
  return (
    <RootLayout>
      <Suspense fallback={<LoadingScreen />}>
        <AppRoutes />
      </Suspense>
    </RootLayout>
  );
}

export function App() {
  // Work that can wait starts once this first screen is drawn (see `whenFirstPageDrawn`).
  useEffect(firstScreenCommitted, []);
  return (
    <BrowserRouter>
      <Portal />
    </BrowserRouter>
  );
}
