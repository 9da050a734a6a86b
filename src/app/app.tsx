import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { RootLayout } from './root-layout';
import { LoadingScreen } from './loading-screen';

export function App() {
  return (
    <BrowserRouter>
      <RootLayout>
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </RootLayout>
    </BrowserRouter>
  );
}
