import { plural } from '@/lib/i18n/texts';
import type { NotificationTexts } from './texts';

export const mr: NotificationTexts = {
  title: 'सूचना',
  bell: (unread: number) => (unread ? `सूचना, ${unread} न वाचलेल्या` : 'सूचना'),
  viewAll: 'सर्व सूचना पाहा',
  markAll: 'सर्व वाचल्या म्हणून खूण करा',
  markRead: 'वाचली म्हणून खूण करा',
  markReadOf: (title: string) => `वाचली म्हणून खूण करा: ${title}`,
  remove: 'काढून टाका',
  removeOf: (title: string) => `काढून टाका: ${title}`,
  unreadMark: ' (न वाचलेली)',
  success: 'यशस्वी',
  info: 'माहिती',
  warning: 'इशारा',
  alert: 'महत्त्वाची सूचना',
  loading: 'सूचना लोड होत आहेत',
  failed: 'आम्ही तुमच्या सूचना लोड करू शकलो नाही.',
  none: 'एकही सूचना नाही',
  noneUnread: 'न वाचलेली एकही सूचना नाही',
  show: 'दाखवा',
  all: 'सर्व',
  unread: 'न वाचलेल्या',
  justNow: 'आत्ताच',
  minutesAgo: (minutes: number) =>
    `${minutes} ${plural(minutes, { one: 'मिनिटापूर्वी', other: 'मिनिटांपूर्वी' })}`,
  hoursAgo: (hours: number) => `${hours} ${plural(hours, { one: 'तासापूर्वी', other: 'तासांपूर्वी' })}`,
  yesterday: 'काल',
};
