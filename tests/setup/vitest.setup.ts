import './console-errors';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { API_TIMEOUT_MS } from '@/config/constants';
import { firstScreenCommitted } from '@/lib/first-page';
import { db } from '@/mocks/db';
import { callsInFlight, callsLanded } from './calls-in-flight';
import { server } from './msw-server';

// Every call the app makes goes through `request`: counting there sees a call before it starts.
vi.mock('@/lib/api', async (importOriginal) => {
  const api = await importOriginal<typeof import('@/lib/api')>();
  const { countedRequest } = await import('./calls-in-flight');
  const real = () => vi.importActual<typeof import('@/lib/api')>('@/lib/api');
  return { ...api, request: countedRequest(real) };
});

// Calls wait for the app's first screen; tests that call the api without the app have none.
firstScreenCommitted();

// A ceiling, not a pace: a wait ends as soon as the page shows what it waits for. Beside two CPU
// hogs and other jobs, the OTP step took more than 20 s to follow 'Get OTP'.
configure({ asyncUtilTimeout: 60_000 });

const CALLS_CEILING_MS = API_TIMEOUT_MS + 5_000;

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

// jsdom lays nothing out, so it has no scrollIntoView; there is nowhere to scroll to.
Element.prototype.scrollIntoView ??= () => undefined;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

afterEach(async () => {
  cleanup();
  // A test may end with the clock still faked (it stopped half-way, or its last step started a
  // call). A call's timers (the demo backend's delay, the client's timeout) then sit on the fake
  // clock and would never fire on the real one: the fake clock is run past the client's timeout,
  // by which every call has landed or given up, before the real one comes back.
  if (vi.isFakeTimers()) {
    await act(async () => {
      for (let ms = 0; ms <= API_TIMEOUT_MS && callsInFlight() > 0; ms += 100) {
        await vi.advanceTimersByTimeAsync(100);
      }
    });
    vi.useRealTimers();
  }
  // A call that never lands is a defect of the test (or of the code): it fails here, by name. The
  // ceiling is past the client's own timeout, after which every call has given up. A page's code
  // that arrives meanwhile (a lazy part still loading when the test ended) arrives inside act, as
  // it did in a test's waits: React warns of one that arrives outside.
  const landed = await act(() => callsLanded(CALLS_CEILING_MS));
  expect(landed, 'calls still on their way when the test ended').toBe(true);
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
}, CALLS_CEILING_MS * 2);
