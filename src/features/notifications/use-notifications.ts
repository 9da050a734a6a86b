import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { loadable } from '@/lib/query/loadable';
import { notificationChange, type NotificationChange } from './api/notification-changes';
import { notificationsQuery } from './api/notifications';
import { applyChanges } from './notification-rules';

/**
 * The customer's notifications as they are shown: the server's list with every change still on its
 * way already made (docs/product.md#notifications). A change the server refuses is no longer on its
 * way, so it disappears from the list by itself: that is the rollback.
 */
export function useNotifications() {
  const list = loadable(useQuery(notificationsQuery));
  const pending = useMutationState({
    filters: { mutationKey: notificationChange.mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as NotificationChange,
  });
  if (list.status !== 'ready') return { ...list, unreadCount: 0 };
  const items = applyChanges(list.data, pending);
  return { ...list, data: items, unreadCount: items.filter((item) => !item.read).length };
}

export type NotificationsView = ReturnType<typeof useNotifications>;

/**
 * Marks one or all read, or deletes one. A refusal is a toast (the one error policy); either way
 * the list is read again, and a confirmed change stays shown until that answer has arrived.
 */
export function useChangeNotifications(): (change: NotificationChange) => void {
  return useMutation(notificationChange).mutate;
}
