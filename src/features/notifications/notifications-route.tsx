import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { PressedChoice } from '@/components/ui/pressed-choice';
import { useTexts } from '@/lib/i18n/texts';
import type { Notification } from './api/notifications';
import { MarkAllButton } from './mark-all-button';
import { NotificationList } from './notification-list';
import { notificationTexts } from './texts';
import { useNotifications } from './use-notifications';

/** Each filter's key names its words in the catalogue too. */
const FILTERS = [
  { key: 'all', pick: (items: Notification[]) => items, empty: 'none' },
  {
    key: 'unread',
    pick: (items: Notification[]) => items.filter((item) => !item.read),
    empty: 'noneUnread',
  },
] as const;

export function NotificationsRoute() {
  const t = useTexts(notificationTexts);
  const list = useNotifications();
  // The filter lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.key === params.get('show')) ?? FILTERS[0];
  return (
    <>
      <PageHeader title={t.title} action={<MarkAllButton unreadCount={list.unreadCount} />} />
      <PressedChoice
        label={t.show}
        className="mb-4"
        options={FILTERS.map((f) => f.key)}
        value={filter.key}
        optionLabel={(key) => t[key]}
        onChange={(key) => setParams(key === 'all' ? {} : { show: key }, { replace: true })}
      />
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <NotificationList list={list} pick={filter.pick} empty={t[filter.empty]} />
      </div>
    </>
  );
}
