import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstPageDrawn } from '@/lib/first-page';

// Toasts follow a call to the server, so their library loads once the first page is drawn (a
// toast raised before that waits in the library's store and shows when the toaster mounts).
const HotToaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void whenFirstPageDrawn().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);
  if (!ready) return null;
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
