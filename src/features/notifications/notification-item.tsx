import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import {
  CheckCircleIcon,
  CheckIcon,
  ErrorIcon,
  InfoIcon,
  TrashIcon,
  WarningIcon,
} from '@/components/ui/icons';
import { useTexts } from '@/lib/i18n/texts';
import type { Notification, NotificationType } from './api/notifications';
import { notificationHref } from './notification-rules';
import { NotificationTime } from './notification-time';
import { notificationTexts } from './texts';
import { useChangeNotifications } from './use-notifications';

const typeStyle: Record<
  NotificationType,
  {
    Icon: ComponentType<SVGProps<SVGSVGElement>>;
    className: string;
    label: 'success' | 'info' | 'warning' | 'alert';
  }
> = {
  success: { Icon: CheckCircleIcon, className: 'bg-green-100 text-green-800', label: 'success' },
  info: { Icon: InfoIcon, className: 'bg-sky-100 text-sky-800', label: 'info' },
  warning: { Icon: WarningIcon, className: 'bg-amber-100 text-amber-800', label: 'warning' },
  error: { Icon: ErrorIcon, className: 'bg-red-100 text-red-800', label: 'alert' },
};

const actionClass = 'rounded-md p-2 text-slate-600 hover:bg-slate-100';

/**
 * One notification: its kind, title (a link when it has a safe one), message, time, actions. The
 * title and message are the server's words, shown as sent.
 */
export function NotificationItem({
  item,
  now,
  onNavigate,
}: {
  item: Notification;
  now: Date;
  onNavigate?: () => void;
}) {
  const t = useTexts(notificationTexts);
  const change = useChangeNotifications();
  const { Icon, className, label } = typeStyle[item.type];
  const href = notificationHref(item.link);
  const title = (
    <>
      <span translate="no">{item.title}</span>
      {item.read ? null : <span className="sr-only">{t.unreadMark}</span>}
    </>
  );
  return (
    <li className={`group/item flex gap-3 px-4 py-3 ${item.read ? '' : 'bg-brand-50/60'}`}>
      <span
        className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${className}`}
      >
        <Icon className="size-4" />
        <span className="sr-only">{t[label]}</span>
      </span>
      <div className="min-w-0 flex-1 break-words">
        <p className="text-sm font-semibold text-slate-900">
          {href ? (
            <Link
              to={href}
              onClick={onNavigate}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-700"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p translate="no" className="text-sm text-slate-700">
          {item.message}
        </p>
        <p className="mt-1">
          <NotificationTime value={item.created_at} now={now} />
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {item.read ? null : (
          <button
            type="button"
            onClick={() => change({ kind: 'read', id: item.id })}
            className={`${actionClass} hover:text-brand-700`}
            aria-label={t.markReadOf(item.title)}
            title={t.markRead}
          >
            <CheckIcon className="size-4" />
          </button>
        )}
        <button
          type="button"
          onClick={() => change({ kind: 'delete', id: item.id })}
          className={`${actionClass} hover:text-red-700`}
          aria-label={t.removeOf(item.title)}
          title={t.remove}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
    </li>
  );
}
