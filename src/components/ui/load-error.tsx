import type { ReactNode } from 'react';
import { useTexts } from '@/lib/i18n/texts';
import { useOffline } from '@/lib/online';
import { libTexts } from '@/lib/texts';
import { Button } from './button';
import { uiTexts } from './texts';

/**
 * A failed load: what happened and a way to try again. While the browser is offline, that is
 * what happened, whatever the screen would say otherwise.
 */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  const offline = useOffline();
  const t = useTexts(uiTexts);
  const lib = useTexts(libTexts);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-900">{offline ? lib.offline : message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
