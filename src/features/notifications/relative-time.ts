import { formatDate } from '@/lib/format';
import { addDays, istDay } from '@/lib/ist';

const MINUTE_MS = 60_000;

/**
 * When something happened, as a person would say it: 'Just now', '2 min ago', '3 hours ago'
 * (earlier today in India), 'Yesterday', then the date. A time it cannot read shows as it came.
 */
export function relativeTime(value: string, now: Date): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const minutes = Math.floor((now.getTime() - time) / MINUTE_MS);
  // A clock a little ahead of this phone's is 'Just now', not the future.
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const day = istDay(new Date(time));
  const today = istDay(now);
  if (day === today) {
    const hours = Math.floor(minutes / 60);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return day === addDays(today, -1) ? 'Yesterday' : formatDate(value);
}
