import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS } from '@/config/constants';
import { storage, storageKeys } from './storage';

/**
 * The one owner of the session: the token in the cookie. Everything that needs to know who is
 * signed in reads it here (React through `useSessionToken`), and every change is announced to
 * the other tabs of this site, which follow at once: a tab never shows one customer's data
 * while the cookie holds another's token.
 */
const CHANNEL = 'lark-session';
/** Written only where BroadcastChannel is missing: its `storage` event reaches the other tabs. */
const STORAGE_SIGNAL = 'lark-session-changed';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** One channel for the life of the page, so no announcement falls between two listeners. */
let channel: BroadcastChannel | undefined;
function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= Object.assign(new BroadcastChannel(CHANNEL), { onmessage: notify });
  return channel;
}

function announce(): void {
  notify();
  const open = openChannel();
  if (open) open.postMessage('changed');
  else storage.set(STORAGE_SIGNAL, `${Date.now()}-${Math.random()}`);
}

const onStorage = (event: StorageEvent) => {
  if (event.key === STORAGE_SIGNAL) notify();
};

/** Host-only (no Domain), so each partner subdomain keeps its own session. */
function attributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Strict',
    secure: window.location.protocol === 'https:',
    expires: AUTH_COOKIE_DAYS,
  };
}

export function readToken(): string | undefined {
  return Cookies.get(AUTH_COOKIE) || undefined;
}

/** Starts a session on this device (every tab follows). */
export function writeToken(token: string): void {
  Cookies.set(AUTH_COOKIE, token, attributes());
  // A new session starts active, whatever an earlier one left behind.
  storage.remove(storageKeys.activeAt);
  storage.remove(storageKeys.idleSignOut);
  announce();
}

/** Ends the session on this device (every tab follows). */
export function removeToken(): void {
  if (readToken() === undefined) return;
  // js-cookie's default path is '/', the path the token was written with.
  Cookies.remove(AUTH_COOKIE);
  announce();
}

/**
 * Listens for a change of session here or in another tab. A tab regaining focus reads the
 * cookie again too, for a change nobody announced (an expired cookie). Like the channel, the
 * window's listeners stay for the life of the page: adding the same one again changes nothing.
 */
export function subscribeToken(listener: () => void): () => void {
  openChannel();
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The token of the session now, re-rendering when it changes here or in another tab. */
export function useSessionToken(): string | undefined {
  return useSyncExternalStore(subscribeToken, readToken);
}
