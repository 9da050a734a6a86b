import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readToken,
  removeToken,
  subscribeToken,
  useSessionToken,
  writeToken,
} from '@/lib/auth-token';

afterEach(() => vi.unstubAllGlobals());

/** Another tab of this site, as the session's channel sees it. */
const otherTab = () => new BroadcastChannel('lark-session');

describe('the session token store', () => {
  it('tells this tab of each change here, and each other tab through the channel', async () => {
    const here = vi.fn();
    const stop = subscribeToken(here);
    const tab = otherTab();
    const heard = new Promise((resolve) => (tab.onmessage = resolve));
    writeToken('asha');
    expect(here).toHaveBeenCalledTimes(1);
    expect(readToken()).toBe('asha');
    await heard;
    removeToken();
    expect(here).toHaveBeenCalledTimes(2);
    expect(readToken()).toBeUndefined();
    tab.close();
    stop();
  });

  it("follows another tab's announcement", async () => {
    const here = vi.fn();
    const stop = subscribeToken(here);
    const tab = otherTab();
    tab.postMessage('changed');
    await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(1));
    tab.close();
    stop();
  });

  it('falls back to the storage event where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const here = vi.fn();
    const stop = subscribeToken(here);
    writeToken('asha');
    const signal = localStorage.getItem('lark-session-changed');
    expect(signal).toBeTruthy();
    expect(here).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(here).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'lark-session-changed' }));
    expect(here).toHaveBeenCalledTimes(2);
    stop();
    removeToken();
  });

  it('reads the cookie again when the tab regains focus', () => {
    const here = vi.fn();
    const stop = subscribeToken(here);
    window.dispatchEvent(new Event('focus'));
    expect(here).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(here).toHaveBeenCalledTimes(1);
  });

  it('is not marked Secure on a plain http page (the demo on localhost), where it could not be set', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeToken('plain');
    expect(String(set.mock.calls.at(-1)?.[0])).not.toMatch(/;\s*secure/i);
    expect(readToken()).toBe('plain');
    set.mockRestore();
    removeToken();
  });

  it('keeps telling the listeners that remain when one stops listening', () => {
    const stays = vi.fn();
    const leaves = vi.fn();
    const stopStays = subscribeToken(stays);
    subscribeToken(leaves)();
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lark-session-changed' }));
    expect(stays).toHaveBeenCalledTimes(2);
    expect(leaves).not.toHaveBeenCalled();
    stopStays();
  });

  it('ends the session from any page of the portal, not only the root', () => {
    const before = window.location.pathname;
    window.history.pushState(null, '', '/loan/apply/step');
    writeToken('deep');
    removeToken();
    expect(readToken()).toBeUndefined();
    window.history.pushState(null, '', before);
  });

  it('gives React the token now, and renders again when it changes', () => {
    const { result } = renderHook(useSessionToken);
    expect(result.current).toBeUndefined();
    act(() => writeToken('asha'));
    expect(result.current).toBe('asha');
    act(() => removeToken());
    expect(result.current).toBeUndefined();
  });

  it('announces nothing when there was no session to end', () => {
    const here = vi.fn();
    const stop = subscribeToken(here);
    removeToken();
    expect(here).not.toHaveBeenCalled();
    stop();
  });
});

describe('a page that has just loaded', () => {
  /** The store as a page freshly loaded has it: its channel and listeners not yet set up. */
  async function freshStore() {
    vi.resetModules();
    return import('@/lib/auth-token');
  }

  it('hears the other tabs on the session channel', async () => {
    const store = await freshStore();
    const here = vi.fn();
    const stop = store.subscribeToken(here);
    const tab = otherTab();
    tab.postMessage('changed');
    await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(1));
    store.writeToken('asha');
    expect(here).toHaveBeenCalledTimes(2);
    store.removeToken();
    tab.close();
    stop();
  });

  it('hears them through the storage signal where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const store = await freshStore();
    const here = vi.fn();
    const stop = store.subscribeToken(here);
    window.dispatchEvent(new StorageEvent('storage', { key: 'lark-session-changed' }));
    expect(here).toHaveBeenCalledTimes(1);
    stop();
  });
});
