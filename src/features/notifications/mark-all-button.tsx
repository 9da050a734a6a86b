import { useTexts } from '@/lib/i18n/texts';
import { notificationTexts } from './texts';
import { useChangeNotifications } from './use-notifications';

export function MarkAllButton({ unreadCount }: { unreadCount: number }) {
  const t = useTexts(notificationTexts);
  const change = useChangeNotifications();
  return (
    <button
      type="button"
      onClick={() => change({ kind: 'read-all' })}
      disabled={unreadCount === 0}
      className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-500 disabled:hover:bg-transparent"
    >
      {t.markAll}
    </button>
  );
}
