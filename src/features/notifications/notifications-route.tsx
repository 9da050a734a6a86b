import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useTexts } from '@/lib/i18n/texts';
import type { Notification } from './api/notifications';
import { MarkAllButton } from './mark-all-button';
import { NotificationList } from './notification-list';
import { notificationTexts } from './texts';
import { useNotifications } from './use-notifications';

const FILTERS = [
  { key: 'all', label: 'all', pick: (items: Notification[]) => items, empty: 'none' },
  {
    key: 'unread',
    label: 'unread',
    pick: (items: Notification[]) => items.filter((item) => !item.read),
    empty: 'noneUnread',
  },
] as const;

const filterClass =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-white/70 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm';

export function NotificationsRoute() {
  const t = useTexts(notificationTexts);
  const list = useNotifications();
  // The filter lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.key === params.get('show')) ?? FILTERS[0];
  return (
    <>
      <PageHeader title={t.title} action={<MarkAllButton unreadCount={list.unreadCount} />} />
      <div
        role="group"
        aria-label={t.show}
        className="mb-4 inline-flex gap-1 rounded-xl bg-slate-100 p-1"
      >
        {FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            aria-pressed={f.key === filter.key}
            onClick={() => setParams(f.key === 'all' ? {} : { show: f.key }, { replace: true })}
            className={filterClass}
          >
            {t[f.label]}
          </button>
        ))}
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <NotificationList list={list} pick={filter.pick} empty={t[filter.empty]} />
      </div>
    </>
  );
}
