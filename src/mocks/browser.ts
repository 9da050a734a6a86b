import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the in-browser demo backend; the api client holds its calls until this settles. */
export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
