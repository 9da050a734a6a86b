import { paths } from '@/config/paths';
import { sameOriginPath } from '@/lib/return-path';
import type { NotificationChange } from './api/notification-changes';

/** The portal's own pages a notification may open (the login page is not one to send anyone to). */
const KNOWN_ROUTES = new Set<string>(Object.values(paths).filter((path) => path !== paths.login));

/**
 * Where a notification's link goes, or undefined when it renders as plain text: only a path on this
 * site that names one of the portal's routes (docs/product.md#notifications). A `javascript:` or
 * `//host` link from the server, or one to a page the portal does not have, is never a link.
 */
export function notificationHref(
  link: string | undefined,
  origin: string = window.location.origin,
): string | undefined {
  const path = sameOriginPath(link, origin);
  if (path === undefined) return undefined;
  return KNOWN_ROUTES.has(new URL(path, origin).pathname) ? path : undefined;
}

/** The list as it is once `changes` (sent, not yet confirmed) have been made, in order. */
export function applyChanges<T extends { id: string; read: boolean }>(
  items: T[],
  changes: NotificationChange[],
): T[] {
  return changes.reduce<T[]>((list, change) => {
    switch (change.kind) {
      case 'read':
        return list.map((item) => (item.id === change.id ? { ...item, read: true } : item));
      case 'read-all':
        return list.map((item) => (item.read ? item : { ...item, read: true }));
      case 'delete':
        return list.filter((item) => item.id !== change.id);
    }
  }, items);
}
