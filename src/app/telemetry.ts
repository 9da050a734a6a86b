import { partnerLabel } from '@/brand/partner-api';
import { getEnv } from '@/config/env';
import { startTelemetry } from '@/lib/telemetry/start';
import { routeAt } from './routes';

/** Telemetry with what only the app knows: its route table and the partner (docs/telemetry.md). */
export function start(): void {
  const url = getEnv().VITE_TELEMETRY_URL;
  if (!url) return;
  startTelemetry({
    url,
    routePattern: (pathname) => routeAt(pathname)?.path ?? 'not-found',
    partner: partnerLabel(window.location.hostname) ?? 'default',
  });
}
