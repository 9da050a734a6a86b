import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS, LOGOUT_OWED_COOKIE } from '@/config/constants';
import { storage, storageKeys, tabStorage } from './storage';

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

/**
 * Why a session ended in this tab: it signed out here, the server refused its token, or another
 * tab signed out.
 */
export type SessionEnd = 'signed-out' | 'unauthorized' | 'elsewhere';
/** What a tab tells the others: a change, or an end of session and its cause. */
type Announcement = 'changed' | 'signed-out' | 'unauthorized';

const endListeners = new Set<(why: SessionEnd) => void>();

/**
 * Called before any page re-renders, so a form still on screen can keep what was typed. A
 * sign-out (here or in another tab) forgets those drafts; /login says so when another tab did it.
 */
function ended(why: SessionEnd): void {
  if (why !== 'unauthorized') tabStorage.removeStartingWith(storageKeys.draftPrefix);
  if (why === 'signed-out') tabStorage.remove(storageKeys.signOutNotice);
  else tabStorage.set(storageKeys.signOutNotice, why);
  endListeners.forEach((listener) => listener(why));
}

/** Another tab's announcement: this tab follows, and learns why when the session ended. */
function heard(message: unknown): void {
  if ((message === 'signed-out' || message === 'unauthorized') && readToken() === undefined) {
    ended(message === 'signed-out' ? 'elsewhere' : 'unauthorized');
  }
  notify();
}

/** One channel for the life of the page, so no announcement falls between two listeners. */
let channel: BroadcastChannel | undefined;
function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= Object.assign(new BroadcastChannel(CHANNEL), {
    onmessage: (event: MessageEvent) => heard(event.data),
  });
  return channel;
}

function announce(message: Announcement): void {
  notify();
  const open = openChannel();
  if (open) open.postMessage(message);
  else storage.set(STORAGE_SIGNAL, `${message} ${Date.now()}-${Math.random()}`);
}

const onStorage = (event: StorageEvent) => {
  if (event.key === STORAGE_SIGNAL) heard(event.newValue?.split(' ')[0]);
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
  tabStorage.remove(storageKeys.signOutNotice);
  // A new session starts active, whatever an earlier one left behind.
  storage.remove(storageKeys.activeAt);
  storage.remove(storageKeys.idleSignOut);
  announce('changed');
}

/**
 * Ends the session on this device (every tab follows): `why` is 'signed-out' for the customer's
 * own sign-out, 'unauthorized' when the server refused the token.
 */
export function removeToken(why: Exclude<SessionEnd, 'elsewhere'>): void {
  if (readToken() === undefined) return;
  // js-cookie's default path is '/', the path the token was written with.
  Cookies.remove(AUTH_COOKIE);
  ended(why);
  announce(why);
}

/** Listens for the end of this tab's session, with its cause; returns how to stop. */
export function onSessionEnd(listener: (why: SessionEnd) => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/**
 * Why this tab was signed out, for /login to say, until a new login: 'elsewhere' when another tab
 * signed out, 'unauthorized' when the server ended the session (expired, or signed out from
 * another device).
 */
export function signOutNotice(): Exclude<SessionEnd, 'signed-out'> | undefined {
  const kept = tabStorage.get(storageKeys.signOutNotice);
  return kept === 'elsewhere' || kept === 'unauthorized' ? kept : undefined;
}

/** Whether a logout the server has not acknowledged is waiting to be told again. */
export function owesLogout(): boolean {
  return Cookies.get(LOGOUT_OWED_COOKIE) !== undefined;
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
  // The prerendered /login is served only to a request without the cookie.
  return useSyncExternalStore(subscribeToken, readToken, () => undefined);
}
