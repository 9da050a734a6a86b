import '@testing-library/jest-dom/vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { format } from 'node:util';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { firstScreenCommitted } from '@/lib/first-page';
import { db } from '@/mocks/db';
import { server } from './msw-server';

// Calls wait for the app's first screen; tests that call the api without the app have none.
firstScreenCommitted();

// A lazy page's first load includes transforming its module: give it time on a slow machine.
configure({ asyncUtilTimeout: 10_000 });

let consoleErrors: string[] = [];

// jsdom has no matchMedia; the browser's answer for a person with default settings.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Calls still on their way when a test ends must land before its state is cleared, or they
// would reach the next test (a call sent after the cookie is gone answers 'unauthorized').
// A call its client gave up on (a timeout) is no longer on its way.
const inFlight = new Set<string>();
server.events.on('request:start', ({ request, requestId }) => {
  inFlight.add(requestId);
  request.signal.addEventListener('abort', () => inFlight.delete(requestId));
});
server.events.on('request:end', ({ requestId }) => {
  inFlight.delete(requestId);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  consoleErrors = [];
  // Any console.error is a defect: React warnings, failed renders, unhandled requests.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  // A call that never lands is a defect of the test (or of the code): it fails here, by name.
  await waitFor(
    () => expect(inFlight.size, 'calls still on their way when the test ended').toBe(0),
    {
      timeout: 3_000,
    },
  );
  // Toasts live in a module-level store: one test's must not be seen by the next.
  toast.remove();
  server.resetHandlers();
  db.reset();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.history.replaceState(null, '', '/');
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
