import type { ReactNode } from 'react';
import { OFFLINE_ERROR } from '@/config/constants';
import { useOffline } from '@/lib/online';
import { Button } from './button';

/**
 * A failed load: what happened and a way to try again. While the browser is offline, that is
 * what happened, whatever the screen would say otherwise.
 */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  const offline = useOffline();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-900">{offline ? OFFLINE_ERROR : message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
