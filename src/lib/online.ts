import { useSyncExternalStore } from 'react';

/**
 * The browser says it has no connection. Only `false` is trusted: `true` means a network is up,
 * not that our servers can be reached.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is offline now, following its online and offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * 'online' comes as soon as a connection is up, often before requests get through (a phone's
 * radio, a service worker): what is asked for again then waits this long.
 */
export const ONLINE_SETTLE_MS = 1_000;

/**
 * Calls `onBack` a moment after each time the browser comes back online (ONLINE_SETTLE_MS);
 * `offline` at once when it goes offline. Returns what stops listening.
 */
export function onConnection(onBack: () => void, offline?: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const back = () => {
    clearTimeout(timer);
    timer = setTimeout(onBack, ONLINE_SETTLE_MS);
  };
  const gone = () => {
    clearTimeout(timer);
    offline?.();
  };
  window.addEventListener('online', back);
  window.addEventListener('offline', gone);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', back);
    window.removeEventListener('offline', gone);
  };
}
