import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORKER_URL, registerDemoWorker } from '@/mocks/worker';

/**
 * The browser's service workers as the page sees them, controlled by `scriptURL` (or none). A
 * worker registered takes the page `claimsAfterMs` later.
 */
function serviceWorkers(scriptURL: string | null, claimsAfterMs = 0) {
  const take = (url: string) => {
    workers.controller = { scriptURL: new URL(url, window.location.href).href };
    workers.dispatchEvent(new Event('controllerchange'));
  };
  const workers = Object.assign(new EventTarget(), {
    controller: scriptURL === null ? null : { scriptURL },
    ready: Promise.resolve(),
    register: vi.fn(async (url: string) => {
      if (claimsAfterMs === 0) take(url);
      else setTimeout(() => take(url), claimsAfterMs);
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers });
  return workers;
}

const phase = () => document.documentElement.dataset.demoBackend;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  delete document.documentElement.dataset.demoBackend;
});

describe("the demo backend's worker (registerDemoWorker)", () => {
  it('registers nothing on a page the demo worker already controls: the page is under it', async () => {
    // Registering again waited behind the browser's check of the script: about 2 s on every
    // second page opened (docs/demo-backend.md#a-page-already-under-the-worker).
    const workers = serviceWorkers(`${window.location.origin}${DEMO_WORKER_URL}`);
    await registerDemoWorker();
    expect(workers.register).not.toHaveBeenCalled();
    expect(phase()).toMatch(/^registered at \d+ ms$/);
  });

  it('registers the demo worker on a first visit and waits for it to take the page', async () => {
    const workers = serviceWorkers(null);
    await registerDemoWorker();
    expect(workers.register).toHaveBeenCalledWith(DEMO_WORKER_URL);
    expect(phase()).toMatch(/^registered at \d+ ms$/);
  });

  it('registers the demo worker on a page another worker controls, and waits until it takes the page', async () => {
    // Another app's worker on the same origin (a shared localhost port).
    const workers = serviceWorkers(`${window.location.origin}/sw.js`, 20);
    await registerDemoWorker();
    expect(workers.register).toHaveBeenCalledWith(DEMO_WORKER_URL);
    expect(workers.controller?.scriptURL).toBe(`${window.location.origin}${DEMO_WORKER_URL}`);
    expect(phase()).toMatch(/^registered at \d+ ms$/);
  });
});
