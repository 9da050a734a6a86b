import { markDemoBackend } from './start-phase';

/** The demo backend's service worker script (public/ in development, emitted by the demo build). */
export const DEMO_WORKER_URL = '/mockServiceWorker.js';

/** How long a page the worker did not claim waits before MSW reloads it under the worker. */
const CLAIM_WAIT_MS = 1_000;

/** The demo's worker is the one controlling the page (every visit after the first). */
const underDemoWorker = (controller: Pick<ServiceWorker, 'scriptURL'> | null) =>
  controller !== null && new URL(controller.scriptURL).pathname === DEMO_WORKER_URL;

/**
 * Registers the demo backend's worker and resolves once it controls the page. It is a small
 * script, so it can start at once while the backend itself (a large download) waits for the
 * first page to be drawn; a page the worker controls is never reloaded by MSW. A page that
 * opened while the worker was activating may miss its claim: after a moment MSW reloads it.
 * A page already under it registers nothing, as MSW's own start, which comes next, does too:
 * registering again waits behind the browser's check of the script for an update
 * (docs/demo-backend.md#a-page-already-under-the-worker).
 */
export async function registerDemoWorker(): Promise<void> {
  markDemoBackend('registering');
  const { serviceWorker } = navigator;
  if (underDemoWorker(serviceWorker.controller)) {
    markDemoBackend('registered');
    return;
  }
  // Another worker of the same origin (another app on this port) may control the page: only the
  // demo's taking it counts.
  const claimed = new Promise<void>((resolve) => {
    const taken = () => {
      if (!underDemoWorker(serviceWorker.controller)) return;
      serviceWorker.removeEventListener('controllerchange', taken);
      resolve();
    };
    serviceWorker.addEventListener('controllerchange', taken);
  });
  await serviceWorker.register(DEMO_WORKER_URL);
  await serviceWorker.ready;
  await Promise.race([claimed, new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS))]);
  markDemoBackend(underDemoWorker(serviceWorker.controller) ? 'registered' : 'not in control');
}
