import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORKER_URL, registerDemoWorker } from '@/mocks/worker';

/** The browser's service workers as the page sees them, controlled by `scriptURL` (or none). */
function serviceWorkers(scriptURL: string | null) {
  const workers = Object.assign(new EventTarget(), {
    controller: scriptURL === null ? null : { scriptURL },
    ready: Promise.resolve(),
    register: vi.fn(async (url: string) => {
      workers.controller = { scriptURL: new URL(url, window.location.href).href };
      workers.dispatchEvent(new Event('controllerchange'));
    }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers });
  return workers;
}

const phase = () => document.documentElement.dataset.demoBackend;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the demo backend's worker (registerDemoWorker)", () => {
  it('registers nothing on a page the demo worker already controls: the page is under it', async () => {
    // Registering again waited for the browser's check of the script, 1.5 s on every other page.
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

  it("registers the demo worker on a page another worker controls (another app's, same origin)", async () => {
    const workers = serviceWorkers(`${window.location.origin}/sw.js`);
    await registerDemoWorker();
    expect(workers.register).toHaveBeenCalledWith(DEMO_WORKER_URL);
  });
});
