import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onSessionEnd,
  readToken,
  removeToken,
  signOutNotice,
  subscribeToken,
  useSessionToken,
  writeToken,
} from '@/lib/auth-token';
import { storage, storageKeys } from '@/lib/storage';
import { lastActivity, startActivity } from '@/session/idle/activity';
import { UNDER_LOAD } from '../setup/under-load';

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
    removeToken('signed-out');
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
    await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(1), UNDER_LOAD);
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
    removeToken('signed-out');
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
    removeToken('signed-out');
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
    removeToken('signed-out');
    expect(readToken()).toBeUndefined();
    window.history.pushState(null, '', before);
  });

  it('gives React the token now, and renders again when it changes', () => {
    const { result } = renderHook(useSessionToken);
    expect(result.current).toBeUndefined();
    act(() => writeToken('asha'));
    expect(result.current).toBe('asha');
    act(() => removeToken('signed-out'));
    expect(result.current).toBeUndefined();
  });

  it('announces nothing when there was no session to end', () => {
    const here = vi.fn();
    const stop = subscribeToken(here);
    removeToken('signed-out');
    expect(here).not.toHaveBeenCalled();
    stop();
  });
});

describe('why a session ended', () => {
  /** The cookie gone as another tab removes it, then that tab's announcement. */
  async function anotherTabEnds(message: string) {
    const here = vi.fn();
    const stop = subscribeToken(here);
    writeToken('asha');
    document.cookie = 'lark-customerauth-token=; path=/; max-age=0';
    const tab = otherTab();
    tab.postMessage(message);
    await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(2), UNDER_LOAD);
    tab.close();
    stop();
  }

  it("says 'elsewhere' when another tab signed out, and forgets this tab's drafts", async () => {
    const why = vi.fn();
    const stop = onSessionEnd(why);
    sessionStorage.setItem('draft:contact', '{}');
    await anotherTabEnds('signed-out');
    expect(why).toHaveBeenCalledWith('elsewhere');
    expect(signOutNotice()).toBe('elsewhere');
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
    // Until the next login.
    writeToken('rohan');
    expect(signOutNotice()).toBeUndefined();
    removeToken('signed-out');
    stop();
  });

  it("keeps this tab's drafts when the server refused the token in another tab, and says it was signed out", async () => {
    const why = vi.fn();
    const stop = onSessionEnd(why);
    sessionStorage.setItem('draft:contact', '{}');
    await anotherTabEnds('unauthorized');
    expect(why).toHaveBeenCalledWith('unauthorized');
    expect(signOutNotice()).toBe('unauthorized');
    expect(sessionStorage.getItem('draft:contact')).toBe('{}');
    sessionStorage.clear();
    stop();
  });

  it('says nothing of another tab when this tab signs out itself, and tells the others why', async () => {
    const why = vi.fn();
    const stop = onSessionEnd(why);
    writeToken('asha');
    const tab = otherTab();
    const heard = new Promise<unknown>((resolve) => (tab.onmessage = (e) => resolve(e.data)));
    sessionStorage.setItem('draft:contact', '{}');
    removeToken('signed-out');
    expect(why).toHaveBeenCalledWith('signed-out');
    expect(signOutNotice()).toBeUndefined();
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
    expect(await heard).toBe('signed-out');
    tab.close();
    stop();
  });

  it('carries the cause through the storage signal where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const why = vi.fn();
    const stop = onSessionEnd(why);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'lark-session-changed', newValue: 'signed-out 1-0.5' }),
    );
    expect(why).toHaveBeenCalledWith('elsewhere');
    expect(signOutNotice()).toBe('elsewhere');
    sessionStorage.clear();
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
    await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(1), UNDER_LOAD);
    store.writeToken('asha');
    expect(here).toHaveBeenCalledTimes(2);
    store.removeToken('signed-out');
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

describe('what a tab follows and what it does not', () => {
  /** Another tab's announcement, heard here; resolves once this tab has followed it. */
  async function fromAnotherTab(message: string) {
    const here = vi.fn();
    const stop = subscribeToken(here);
    const tab = otherTab();
    tab.postMessage(message);
    await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(1), UNDER_LOAD);
    tab.close();
    stop();
  }

  it('ends nothing when another tab signs in', async () => {
    const why = vi.fn();
    const stop = onSessionEnd(why);
    sessionStorage.setItem('draft:contact', '{}');
    await fromAnotherTab('changed');
    expect(why).not.toHaveBeenCalled();
    expect(signOutNotice()).toBeUndefined();
    expect(sessionStorage.getItem('draft:contact')).toBe('{}');
    stop();
  });

  it('ends nothing when the cookie already holds a newer session than the one another tab ended', async () => {
    const why = vi.fn();
    const stop = onSessionEnd(why);
    writeToken('newer');
    sessionStorage.setItem('draft:contact', '{}');
    await fromAnotherTab('signed-out');
    expect(why).not.toHaveBeenCalled();
    expect(readToken()).toBe('newer');
    expect(sessionStorage.getItem('draft:contact')).toBe('{}');
    stop();
    removeToken('signed-out');
  });

  it('stops telling a listener of the end once it stops listening', () => {
    const why = vi.fn();
    onSessionEnd(why)();
    writeToken('asha');
    removeToken('signed-out');
    expect(why).not.toHaveBeenCalled();
  });

  it('says nothing of another tab when, having followed a login there, it signs out itself', async () => {
    // Another tab signed out, then signed in again: this tab followed both.
    await anotherTabEndsThenSignsIn();
    expect(readToken()).toBe('again');
    removeToken('signed-out');
    expect(signOutNotice()).toBeUndefined();
  });
});

/** Another tab signs out (this tab learns why), then signs in again (this tab follows). */
async function anotherTabEndsThenSignsIn() {
  const here = vi.fn();
  const stop = subscribeToken(here);
  writeToken('asha');
  document.cookie = 'lark-customerauth-token=; path=/; max-age=0';
  const tab = otherTab();
  tab.postMessage('signed-out');
  await vi.waitFor(() => expect(signOutNotice()).toBe('elsewhere'), UNDER_LOAD);
  document.cookie = 'lark-customerauth-token=again; path=/';
  tab.postMessage('changed');
  await vi.waitFor(() => expect(here).toHaveBeenCalledTimes(3), UNDER_LOAD);
  tab.close();
  stop();
}

describe('a new session', () => {
  it('starts active, whatever an earlier one left behind', () => {
    const longAgo = Date.now() - 3 * 3_600_000;
    storage.set(storageKeys.activeAt, String(longAgo));
    storage.set(storageKeys.idleSignOut, 'true');
    writeToken('asha');
    startActivity();
    expect(lastActivity()).toBeGreaterThan(longAgo);
    // /login no longer says the last session ended for want of activity.
    expect(storage.get(storageKeys.idleSignOut)).toBeNull();
    removeToken('signed-out');
  });
});
