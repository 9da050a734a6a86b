import { formatDate } from '@/lib/format';
import { addDays, istDay } from '@/lib/ist';
import { notificationTexts, type NotificationTexts } from './texts';

const MINUTE_MS = 60_000;

/**
 * When something happened, as a person would say it: 'Just now', '2 min ago', '3 hours ago'
 * (earlier today in India), 'Yesterday', then the date. A time it cannot read shows as it came.
 * In the language of `t` (the page passes the one on screen).
 */
export function relativeTime(
  value: string,
  now: Date,
  t: NotificationTexts = notificationTexts.en,
): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const minutes = Math.floor((now.getTime() - time) / MINUTE_MS);
  // A clock a little ahead of this phone's is 'Just now', not the future.
  if (minutes < 1) return t.justNow;
  if (minutes < 60) return t.minutesAgo(minutes);
  const day = istDay(new Date(time));
  const today = istDay(now);
  if (day === today) return t.hoursAgo(Math.floor(minutes / 60));
  return day === addDays(today, -1) ? t.yesterday : formatDate(value);
}
