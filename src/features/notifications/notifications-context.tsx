import { useMemo, useState, type ReactNode } from 'react';
import { createStrictContext } from '@/lib/strict-context';
import { SAMPLE_NOTIFICATIONS, type Notification } from './sample-notifications';

type Notifications = {
  items: Notification[];
  unreadCount: number;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
};

const [Provider, useNotifications] = createStrictContext<Notifications>('NotificationsContext');
export { useNotifications };

/** One list for the dropdown and the /notifications page, so both stay in step. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>(() => [...SAMPLE_NOTIFICATIONS]);
  const value = useMemo<Notifications>(
    () => ({
      items,
      unreadCount: items.filter((item) => !item.read).length,
      markRead: (id) =>
        setItems((list) => list.map((item) => (item.id === id ? { ...item, read: true } : item))),
      markAllRead: () => setItems((list) => list.map((item) => ({ ...item, read: true }))),
      remove: (id) => setItems((list) => list.filter((item) => item.id !== id)),
    }),
    [items],
  );
  return <Provider value={value}>{children}</Provider>;
}
