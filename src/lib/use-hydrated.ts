import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False while React hydrates the prerendered /login (and while the build renders it), true from
 * then on and in any other render. What only this device knows (storage, a media query, the
 * history entry's state) shows once it is true, so the hydration render is the prerendered HTML
 * exactly (docs/decisions/0007-prerendered-login.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
