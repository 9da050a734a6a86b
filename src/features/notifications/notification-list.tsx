import { LoadError } from '@/components/ui/load-error';
import { LoadingSpinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import type { Notification } from './api/notifications';
import { NotificationItem } from './notification-item';
import { notificationTexts } from './texts';
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
  const t = useTexts(notificationTexts);
  if (list.status === 'loading') {
    return <LoadingSpinner label={t.loading} className="px-4 py-8" />;
  }
  if (list.status === 'error') {
    return (
      <div className="p-3">
        <LoadError message={t.failed} onRetry={list.retry} />
      </div>
    );
  }
  const items = pick(list.data);
  if (items.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-slate-600">{empty ?? t.none}</p>;
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
