import { receiveReports } from '../report';
import { apiEvent, createTelemetry, errorEvent, type Telemetry } from './telemetry';
import { observeVitals } from './vitals';

type Options = {
  url: string;
  /** The route pattern of a path (the app's route table, passed in: lib knows no pages). */
  routePattern: (pathname: string) => string;
  partner: string;
};

/** The build: the entry script's content hash, which changes with every build and only then. */
function buildId(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.src.match(/([\w-]+)\.js$/)?.[1] ?? 'dev';
}

function connectionType(): string {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection;
  return connection?.effectiveType ?? 'unknown';
}

/** Starts telemetry for this page (main.tsx loads it only when VITE_TELEMETRY_URL is set). */
export function startTelemetry({ url, routePattern, partner }: Options): Telemetry {
  const build = buildId();
  const telemetry = createTelemetry(url, () => ({
    route: routePattern(window.location.pathname),
    build,
    partner,
    connection: connectionType(),
  }));
  window.addEventListener('error', (event) =>
    telemetry.track(errorEvent(event.error ?? event.message, 'error')),
  );
  window.addEventListener('unhandledrejection', (event) =>
    telemetry.track(errorEvent(event.reason, 'rejection')),
  );
  receiveReports((item) =>
    telemetry.track(
      item.kind === 'error'
        ? errorEvent(item.error, item.source)
        : apiEvent(item.method, item.url, item.status, item.duration),
    ),
  );
  observeVitals((vital) => telemetry.track({ type: 'vital', ...vital }));
  // In the page's timeline (DevTools, the end-to-end tests): from here on, errors are heard.
  performance.mark('telemetry-started');
  return telemetry;
}
