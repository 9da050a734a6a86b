import { EarlyMenuButton, whenMenusWanted } from '@/components/ui/early-menu';
import { BellIcon } from '@/components/ui/icons';
import { LazyPart } from '@/components/ui/lazy-part';
import { useTexts } from '@/lib/i18n/texts';
import { notificationTexts } from './texts';
import { useNotifications, type NotificationsView } from './use-notifications';

export const BELL = 'notifications';

export const bellButtonClass =
  'relative rounded-full p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2';

/** The bell, with the count of unread notifications. */
export function BellFace({ unreadCount }: { unreadCount: number }) {
  return (
    <>
      <BellIcon className="size-6" />
      {unreadCount ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] font-bold text-white"
        >
          {unreadCount > 99 ? '99+' : unreadCount}
        </span>
      ) : null}
    </>
  );
}

/** The bell before the popover's code is in, or when it could not load. */
function EarlyBell({ list, onRetry }: { list: NotificationsView; onRetry?: () => void }) {
  const t = useTexts(notificationTexts);
  const { unreadCount } = list;
  return (
    <EarlyMenuButton
      menu={BELL}
      label={t.bell(unreadCount)}
      className={bellButtonClass}
      onPress={onRetry}
    >
      <BellFace unreadCount={unreadCount} />
    </EarlyMenuButton>
  );
}

const loadDropdown = () =>
  whenMenusWanted()
    .then(() => import('./notification-dropdown'))
    .then((module) => module.NotificationDropdown);

/**
 * The bell and its newest notifications. The popover's code (Headless UI) comes as the account
 * menu's does (whenMenusWanted), so it is not part of any page's first load; until then the bell
 * is drawn alike.
 * The list is read here, where the bell is from the start: the code arriving adds no reader.
 */
export function NotificationMenu() {
  const list = useNotifications();
  return (
    <LazyPart
      load={loadDropdown}
      failed={EarlyBell}
      fallback={<EarlyBell list={list} />}
      props={{ list }}
    />
  );
}
