import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOffline, useOffline } from '@/lib/online';
import { useHydrated } from '@/lib/use-hydrated';

/** The browser loses (or regains) its connection, as it tells the page. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whether the browser is offline', () => {
  it('is what the browser says now', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(isOffline()).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOffline()).toBe(true);
  });

  it('is never offline where there is no browser (the build prerendering /login)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(isOffline()).toBe(false);
  });

  it('follows the offline and online events on the page', () => {
    connection(true);
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(false);
    act(() => connection(false));
    expect(result.current).toBe(true);
    act(() => connection(true));
    expect(result.current).toBe(false);
  });

  it('stops listening when the page part goes', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useOffline());
    const listeners = added.mock.calls.filter(([type]) => type === 'online' || type === 'offline');
    expect(listeners.map(([type]) => type).sort()).toEqual(['offline', 'online']);
    unmount();
    for (const [type, listener] of listeners) expect(removed).toHaveBeenCalledWith(type, listener);
  });

  it('reads as online in the prerendered page, whatever the build machine', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Shown = () => <>{String(useOffline())}</>;
    expect(renderToString(<Shown />)).toBe('false');
  });
});

describe('whether the page has hydrated', () => {
  const Shown = () => <>{String(useHydrated())}</>;

  it('is false in the prerendered page, and true once React has taken it over', async () => {
    const html = renderToString(<Shown />);
    expect(html).toBe('false');
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = html;
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Shown />, { onRecoverableError: errors });
    });
    // The hydration render matched the prerendered HTML exactly, then the page's own render came.
    expect(errors).not.toHaveBeenCalled();
    expect(root.textContent).toBe('true');
    root.remove();
  });

  it('is true in any render that is not a hydration', () => {
    const { result } = renderHook(() => useHydrated());
    expect(result.current).toBe(true);
  });
});
