import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasts } from '@/lib/toast';
import { ErrorBoundary } from './error-boundary';

const HotToaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' container, mounted with the first toast (see `notify`). When the toast library
 * cannot load, its messages show as plain ones here instead, and the page stays.
 */
export function Toaster() {
  const { raised, plainOnly, plain } = useSyncExternalStore(
    toasts.subscribe,
    toasts.get,
    toasts.get,
  );
  if (!raised) return null;
  return (
    <>
      {plainOnly ? null : (
        <ErrorBoundary resetKey="toaster" fallback={null}>
          <Suspense fallback={null}>
            <HotToaster
              position="top-center"
              containerClassName="toaster"
              containerStyle={{ top: 72 }}
              toastOptions={{ style: { color: '#0f172a', background: '#ffffff' } }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      <div className="toaster pointer-events-none fixed inset-x-4 top-[72px] z-[9999] flex flex-col items-center gap-2">
        {plain.map((toast) => (
          <p
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className="max-w-sm rounded-lg bg-white px-4 py-3 text-slate-900 shadow-lg ring-1 ring-slate-200"
          >
            {toast.message}
          </p>
        ))}
      </div>
    </>
  );
}
