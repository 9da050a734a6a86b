import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import type { Notification } from './api/notifications';
import { NotificationItem } from './notification-item';
import type { NotificationsView } from './use-notifications';

type Props = {
  list: NotificationsView;
  /** Which of the notifications to show (the dropdown: the newest 5). */
  pick?: (items: Notification[]) => Notification[];
  empty?: string;
  onNavigate?: () => void;
};

/** The notifications, or why there are none to show. */
export function NotificationList({ list, pick = (items) => items, empty, onNavigate }: Props) {
  if (list.status === 'loading') {
    return (
      <div role="status" className="flex justify-center px-4 py-8 text-brand-700">
        <Spinner />
        <span className="sr-only">Loading notifications</span>
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <div className="p-3">
        <LoadError message="We could not load your notifications." onRetry={list.retry} />
      </div>
    );
  }
  const items = pick(list.data);
  if (items.length === 0) {
    return (
      <p className="px-4 py-8 text-center text-sm text-slate-600">{empty ?? 'No notifications'}</p>
    );
  }
  const now = new Date();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} now={now} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
