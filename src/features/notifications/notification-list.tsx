import type { ComponentType, SVGProps } from 'react';
import {
  CheckCircleIcon,
  CheckIcon,
  InfoIcon,
  TrashIcon,
  WarningIcon,
} from '@/components/ui/icons';
import { useNotifications } from './notifications-context';
import type { NotificationType } from './sample-notifications';

const typeStyle: Record<
  NotificationType,
  { Icon: ComponentType<SVGProps<SVGSVGElement>>; className: string; label: string }
> = {
  success: { Icon: CheckCircleIcon, className: 'bg-green-100 text-green-800', label: 'Success' },
  info: { Icon: InfoIcon, className: 'bg-sky-100 text-sky-800', label: 'Information' },
  warning: { Icon: WarningIcon, className: 'bg-amber-100 text-amber-800', label: 'Warning' },
};

export function NotificationList() {
  const { items, markRead, remove } = useNotifications();
  if (items.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-slate-600">No notifications</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const { Icon, className, label } = typeStyle[item.type];
        return (
          <li key={item.id} className={`flex gap-3 px-4 py-3 ${item.read ? '' : 'bg-brand-50/60'}`}>
            <span
              className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${className}`}
            >
              <Icon className="size-4" />
              <span className="sr-only">{label}</span>
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">
                {item.title}
                {item.read ? null : <span className="sr-only"> (unread)</span>}
              </p>
              <p className="text-sm text-slate-700">{item.message}</p>
              <p className="mt-1 text-xs text-slate-600">{item.time}</p>
            </div>
            <div className="flex shrink-0 items-start gap-1">
              {item.read ? null : (
                <button
                  type="button"
                  onClick={() => markRead(item.id)}
                  className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
                  aria-label={`Mark as read: ${item.title}`}
                  title="Mark as read"
                >
                  <CheckIcon className="size-4" />
                </button>
              )}
              <button
                type="button"
                onClick={() => remove(item.id)}
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-red-700"
                aria-label={`Delete: ${item.title}`}
                title="Delete"
              >
                <TrashIcon className="size-4" />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
