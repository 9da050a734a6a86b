import type { ReactNode } from 'react';
import { Button } from './button';

/** A failed load: what happened and a way to try again. */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-900">{message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
