import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { markDemoBackend } from './start-phase';
import { DEMO_WORKER_URL } from './worker';

/** Starts the in-browser demo backend; the api client holds its calls until this settles. */
export async function startDemoBackend(): Promise<void> {
  markDemoBackend('starting');
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: DEMO_WORKER_URL },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  markDemoBackend('started');
}
