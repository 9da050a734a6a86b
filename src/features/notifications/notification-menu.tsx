import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BellIcon } from '@/components/ui/icons';
import { MarkAllButton } from './mark-all-button';
import { NotificationList } from './notification-list';
import { useNotifications } from './notifications-context';

export function NotificationMenu() {
  const { unreadCount } = useNotifications();
  return (
    <Popover className="relative">
      <PopoverButton
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
        aria-label={unreadCount ? `Notifications, ${unreadCount} unread` : 'Notifications'}
      >
        <BellIcon className="size-6" />
        {unreadCount ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-red-700 text-[10px] font-bold text-white"
          >
            {unreadCount}
          </span>
        ) : null}
      </PopoverButton>
      <PopoverPanel
        focus
        className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
      >
        {({ close }) => (
          <section aria-label="Notifications">
            <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
              <h2 className="font-semibold">Notifications</h2>
              <MarkAllButton />
            </header>
            <div className="max-h-96 overflow-y-auto">
              <NotificationList />
            </div>
            <footer className="border-t border-slate-100 p-2 text-center">
              <Link
                to={paths.notifications}
                onClick={() => close()}
                className="block rounded-md py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                View all notifications
              </Link>
            </footer>
          </section>
        )}
      </PopoverPanel>
    </Popover>
  );
}
