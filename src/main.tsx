import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { rootErrorOptions } from './app/root-errors';
import { preloadPage } from './app/routes';
import { getEnv } from './config/env';
import { callsGoAtOnce, preloadApiClient } from './lib/api';
import { earlyReadsSent } from './lib/early-reads';
import { holdRequestsUntil } from './lib/request-gate';
import { whenFirstPageDrawn } from './lib/first-page';
import { owesLogout, readToken } from './lib/auth-token';
import { hydratingIn } from './app/prerendered';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
/** Whether the page holds the prerendered /login, in the language this device takes. */
const prerendered = hydratingIn(container);
const token = readToken();

try {
  // Only when configured, and after the first page is drawn: otherwise none of its code loads.
  if (getEnv().VITE_TELEMETRY_URL) {
    void whenFirstPageDrawn()
      .then(() => import('./app/telemetry'))
      .then((telemetry) => telemetry.start());
  }
  // A direct read of import.meta.env lets the production build drop the demo backend entirely.
  // The demo backend's worker registers at once, so every page is under it; the backend itself
  // loads at the first call, and not before the first page is drawn (calls wait for it).
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const registered = import('./mocks/worker').then(({ registerDemoWorker }) =>
      registerDemoWorker(),
    );
    holdRequestsUntil(() =>
      Promise.all([registered, whenFirstPageDrawn()])
        .then(() => import('./mocks/browser'))
        .then(({ startDemoBackend }) => startDemoBackend()),
    );
  }
  // The first page's chunks arrive before the first render, so it paints without a loading
  // screen (index.html shows one until then); in Hindi, the texts of all it holds come first. A
  // prerendered /login is hydrated in its language, the page on screen staying as it is
  // (docs/decisions/0007-prerendered-login.md).
  // A visit with a session reads the loan that every signed-in page waits for at once, while the
  // page's code arrives (docs/performance.md#signed-in-pages).
  let firstReads: Promise<void> | undefined;
  if (token && !prerendered) {
    // Unless the page's HTML has sent those reads itself: the api client then comes after the
    // first page, as on any visit (docs/performance.md#the-first-reads-sent-by-the-html).
    if (!earlyReadsSent()) callsGoAtOnce();
    firstReads = import('./loan/first-reads').then(
      ({ startFirstReads }) => startFirstReads(token),
      () => undefined,
    );
  }
  void Promise.all([preloadPage(window.location.pathname, Boolean(token)), firstReads]).then(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (prerendered) hydrateRoot(container, app, rootErrorOptions);
    // As a transition, the first render yields to the browser between components.
    else startTransition(() => createRoot(container, rootErrorOptions).render(app));
  });
  preloadApiClient();
  // A logout the server did not hear last time is told again (docs/decisions/0009-logout-revoke.md);
  // its code loads only then.
  if (owesLogout()) {
    void import('./session/logout').then(({ retryOwedLogouts }) => retryOwedLogouts());
  }
} catch (error) {
  createRoot(container).render(
    <main role="alert" className="mx-auto max-w-xl p-8 font-mono text-sm text-red-800">
      {/* For the operator who deployed it, not for a customer: it stays in English. */}
      {/* eslint-disable-next-line react/jsx-no-literals -- the operator's message, English only */}
      <h1 className="mb-2 font-sans text-lg font-semibold">The portal is not configured</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
