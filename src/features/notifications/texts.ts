import { defineTexts, plural } from '@/lib/i18n/texts';

/**
 * The bell menu's and /notifications' own texts (docs/i18n.md); the notifications themselves are
 * the server's words, shown as sent. Hindi in texts.hi.ts.
 */
const en = {
  title: 'Notifications',
  bell: (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications'),
  viewAll: 'View all notifications',
  markAll: 'Mark all as read',
  markRead: 'Mark as read',
  markReadOf: (title: string) => `Mark as read: ${title}`,
  remove: 'Delete',
  removeOf: (title: string) => `Delete: ${title}`,
  unreadMark: ' (unread)',
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  alert: 'Alert',
  loading: 'Loading notifications',
  failed: 'We could not load your notifications.',
  none: 'No notifications',
  noneUnread: 'No unread notifications',
  show: 'Show',
  all: 'All',
  unread: 'Unread',
  justNow: 'Just now',
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  hoursAgo: (hours: number) => `${hours} ${plural(hours, { one: 'hour', other: 'hours' })} ago`,
  yesterday: 'Yesterday',
};
export type NotificationTexts = typeof en;
export const notificationTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
