import type { request } from '@/lib/api';

// Calls still on their way when a test ends must land before its state is cleared, or they
// would reach the next test (a call sent after the cookie is gone answers 'unauthorized'; a
// login's campaign body shows up in the next test's record). A call is on its way from the
// moment the app makes it: before the server sees it, it may wait for the api client's module,
// the first screen or the demo backend, longer still on a busy machine.
const inFlight = new Set<Promise<unknown>>();

type Request = typeof request;

/**
 * The app's `request`, counted from the call until its answer (or failure) arrives. The real one
 * is looked up at each call, so a test that loads its modules afresh (vi.resetModules) calls the
 * fresh one.
 */
export function countedRequest(real: () => Promise<{ request: Request }>): Request {
  return (...args) => {
    const call = real().then((api) => api.request(...args));
    inFlight.add(call);
    const landed = () => inFlight.delete(call);
    call.then(landed, landed);
    return call;
  };
}

/** How many calls are on their way now. */
export const callsInFlight = (): number => inFlight.size;

/**
 * Resolves true once no call is on its way (an answer may lead to another call, which is waited
 * for too), or false if some are still going after `ceilingMs`.
 */
export async function callsLanded(ceilingMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ceiling = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ceilingMs);
  });
  const landed = (async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    return true as const;
  })();
  const result = await Promise.race([landed, ceiling]);
  clearTimeout(timer);
  return result;
}
