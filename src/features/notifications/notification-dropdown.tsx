import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useArrival } from '@/components/ui/early-menu';
import { useTexts } from '@/lib/i18n/texts';
import type { Notification } from './api/notifications';
import { MarkAllButton } from './mark-all-button';
import { NotificationList } from './notification-list';
import { BELL, BellFace, bellButtonClass } from './notification-menu';
import { notificationTexts } from './texts';
import type { NotificationsView } from './use-notifications';

/** The dropdown shows the newest few; 'View all notifications' has the rest. */
const MENU_SIZE = 5;
const newest = (items: Notification[]) => items.slice(0, MENU_SIZE);

/** The bell's popover, drawn by Headless UI (its code comes after the first page: see NotificationMenu). */
export function NotificationDropdown({ list }: { list: NotificationsView }) {
  const t = useTexts(notificationTexts);
  const { unreadCount } = list;
  const button = useArrival(BELL);
  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={bellButtonClass} aria-label={t.bell(unreadCount)}>
        <BellFace unreadCount={unreadCount} />
      </PopoverButton>
      <PopoverPanel
        focus
        className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
      >
        {({ close }) => (
          <section aria-label={t.title}>
            <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
              <h2 className="font-semibold">{t.title}</h2>
              <MarkAllButton unreadCount={unreadCount} />
            </header>
            <div className="max-h-[60dvh] overflow-y-auto sm:max-h-96">
              <NotificationList list={list} pick={newest} onNavigate={() => close()} />
            </div>
            <footer className="border-t border-slate-100 p-2 text-center">
              <Link
                to={paths.notifications}
                onClick={() => close()}
                className="block rounded-md py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t.viewAll}
              </Link>
            </footer>
          </section>
        )}
      </PopoverPanel>
    </Popover>
  );
}
