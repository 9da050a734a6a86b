import { formatDateTime } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { relativeTime } from './relative-time';
import { notificationTexts } from './texts';

/**
 * When it happened, as a person would say it. The exact time shows on hover (the title) and while
 * the keyboard is on one of the notification's controls (its item is `group/item`); it is also
 * what a screen reader reads.
 */
export function NotificationTime({ value, now }: { value: string; now: Date }) {
  const t = useTexts(notificationTexts);
  const exact = formatDateTime(value);
  return (
    <time dateTime={value} title={exact} className="text-xs text-slate-600">
      <span aria-hidden="true" className="group-has-[:focus-visible]/item:hidden">
        {relativeTime(value, now, t)}
      </span>
      <span className="sr-only group-has-[:focus-visible]/item:not-sr-only">{exact}</span>
    </time>
  );
}
