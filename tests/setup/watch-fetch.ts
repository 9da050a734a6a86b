import { vi } from 'vitest';

/**
 * What the page handed to fetch, as it handed it: the mock server's copy of a request does not
 * keep every option (MSW 3 rebuilds it without `keepalive`). Returns a reader of the calls so far.
 */
export function watchFetch(): () => { url: string; keepalive: boolean }[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : undefined;
      return {
        url: request?.url ?? String(input),
        keepalive: init?.keepalive ?? request?.keepalive ?? false,
      };
    });
}
