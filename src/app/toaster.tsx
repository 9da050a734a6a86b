import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRaised } from '@/lib/toast';

const HotToaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** The toasts' container, mounted with the first toast (see `notify`). */
export function Toaster() {
  const raised = useSyncExternalStore(toastRaised.subscribe, toastRaised.get);
  if (!raised) return null;
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
