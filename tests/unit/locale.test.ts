import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';

const KEY = storageKeys.locale;

/** The language module as a page loads it, with `search` in its address. */
async function freshLocale(search = '') {
  window.history.replaceState(null, '', `/login${search}`);
  vi.resetModules();
  return import('@/lib/i18n/locale');
}

function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  Cookies.remove(KEY, { path: '/' });
  window.history.replaceState(null, '', '/');
});

describe('the first language (docs/i18n.md)', () => {
  it('is the address’s ?lang= first (an SMS link), over a kept choice and the browser’s, and is kept', async () => {
    localStorage.setItem(KEY, 'en');
    browserSpeaks('en-IN');
    const { getLocale } = await freshLocale('?lang=hi');
    expect(getLocale()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(KEY)).toBe('hi');
    expect(Cookies.get(KEY)).toBe('hi');
  });

  it('is the choice kept on this device next, written to the cookie nginx reads', async () => {
    localStorage.setItem(KEY, 'hi');
    browserSpeaks('en-IN');
    const { getLocale } = await freshLocale('?lang=tamil');
    expect(getLocale()).toBe('hi');
    expect(Cookies.get(KEY)).toBe('hi');
  });

  it('is the browser’s first language on a first visit, which is not a choice and is not kept', async () => {
    browserSpeaks('hi-IN', 'en-GB');
    const { getLocale } = await freshLocale();
    expect(getLocale()).toBe('hi');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(Cookies.get(KEY)).toBeUndefined();
  });

  it('is English for a browser whose first language the portal does not speak', async () => {
    browserSpeaks('ta-IN', 'hi-IN');
    const { getLocale } = await freshLocale();
    expect(getLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });
});

describe('a switch', () => {
  it('is kept for a year in a cookie of this site’s own pages, not Secure on http (this page), written only when it changes', async () => {
    browserSpeaks('en-IN');
    const { setLocale } = await freshLocale();
    const set = vi.spyOn(Cookies, 'set');
    await setLocale('hi');
    expect(set).toHaveBeenCalledWith(KEY, 'hi', {
      path: '/',
      sameSite: 'Lax',
      secure: false,
      expires: 365,
    });
    await setLocale('hi');
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('waits for what the new language needs before anything changes', async () => {
    browserSpeaks('en-IN');
    const { getLocale, prepareSwitchWith, setLocale } = await freshLocale();
    let loaded: () => void = () => undefined;
    prepareSwitchWith(() => new Promise<void>((resolve) => (loaded = resolve)));
    const switched = setLocale('hi');
    // However long it takes: other work goes on meanwhile, in the language on screen.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getLocale()).toBe('en');
    expect(localStorage.getItem(KEY)).toBeNull();
    loaded();
    await switched;
    expect(getLocale()).toBe('hi');
  });

  it('made in another tab is followed by this one while it shows the language; other keys and values are not', async () => {
    browserSpeaks('en-IN');
    const { useLocale } = await freshLocale();
    const { result, unmount } = renderHook(() => useLocale());
    const otherTab = (key: string, newValue: string) =>
      act(async () => {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
        await Promise.resolve();
      });
    await otherTab('lark-partner', 'hi');
    await otherTab(KEY, 'fr');
    expect(result.current).toBe('en');
    await otherTab(KEY, 'hi');
    expect(result.current).toBe('hi');
    unmount();
    await otherTab(KEY, 'en');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('made in another tab is followed while any part of the page shows the language, after another part is gone', async () => {
    browserSpeaks('en-IN');
    const { useLocale } = await freshLocale();
    const header = renderHook(() => useLocale());
    const dialog = renderHook(() => useLocale());
    dialog.unmount();
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'hi' }));
      await Promise.resolve();
    });
    expect(header.result.current).toBe('hi');
    header.unmount();
  });
});

describe('the prerendered /login being hydrated', () => {
  it('renders in the language of its HTML, whatever this device would choose', async () => {
    browserSpeaks('en-IN');
    const { setHydrationLocale, useLocale } = await freshLocale();
    function Shown() {
      return useLocale();
    }
    expect(renderToString(createElement(Shown))).toBe('en');
    setHydrationLocale('hi');
    expect(renderToString(createElement(Shown))).toBe('hi');
  });
});
