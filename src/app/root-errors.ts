import type { RootOptions } from 'react-dom/client';
import { report } from '@/lib/report';

/**
 * React's root hears of every error a component throws: the ones an error boundary caught (the
 * page shows its way out, and the boundary logs it) and the ones none did (the page is gone).
 * Telemetry hears of each here, once; an uncaught one is not also passed to `window` (React's
 * default), where telemetry would hear of it a second time.
 */
export const rootErrorOptions = {
  onCaughtError: (error) => report({ kind: 'error', error, source: 'boundary' }),
  onUncaughtError: (error, info) => {
    console.error('Uncaught error', error, info.componentStack);
    report({ kind: 'error', error, source: 'uncaught' });
  },
} satisfies RootOptions;
