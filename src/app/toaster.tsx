import { lazy, Suspense } from 'react';

// Toasts follow a call to the server, so their library loads after the first paint.
const HotToaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <HotToaster
        position="top-center"
        containerClassName="toaster"
        containerStyle={{ top: 72 }}
        toastOptions={{ style: { color: '#0f172a', background: '#ffffff' } }}
      />
    </Suspense>
  );
}
