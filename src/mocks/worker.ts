/** The demo backend's service worker script (public/ in development, emitted by the demo build). */
export const DEMO_WORKER_URL = '/mockServiceWorker.js';

/**
 * Registers the demo backend's worker and resolves once it controls the page. It is a small
 * script, so it can start at once while the backend itself (a large download) waits for the
 * first page to be drawn; a page the worker already controls is never reloaded by MSW.
 */
export async function registerDemoWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  const controlled = new Promise<void>((resolve) => {
    if (serviceWorker.controller) resolve();
    else serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  await serviceWorker.register(DEMO_WORKER_URL);
  await controlled;
}
