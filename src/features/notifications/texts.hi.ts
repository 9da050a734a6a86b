import { plural } from '@/lib/i18n/texts';
import type { NotificationTexts } from './texts';

export const hi: NotificationTexts = {
  title: 'सूचनाएँ',
  bell: (unread: number) => (unread ? `सूचनाएँ, ${unread} अपठित` : 'सूचनाएँ'),
  viewAll: 'सभी सूचनाएँ देखें',
  markAll: 'सभी को पढ़ा हुआ मानें',
  markRead: 'पढ़ा हुआ मानें',
  markReadOf: (title: string) => `पढ़ा हुआ मानें: ${title}`,
  remove: 'हटाएँ',
  removeOf: (title: string) => `हटाएँ: ${title}`,
  unreadMark: ' (अपठित)',
  success: 'सफल',
  info: 'जानकारी',
  warning: 'चेतावनी',
  alert: 'ज़रूरी सूचना',
  loading: 'सूचनाएँ लोड हो रही हैं',
  failed: 'हम आपकी सूचनाएँ लोड नहीं कर सके।',
  none: 'कोई सूचना नहीं',
  noneUnread: 'कोई अपठित सूचना नहीं',
  show: 'दिखाएँ',
  all: 'सभी',
  unread: 'अपठित',
  justNow: 'अभी-अभी',
  minutesAgo: (minutes: number) => `${minutes} मिनट पहले`,
  hoursAgo: (hours: number) => `${hours} ${plural(hours, { one: 'घंटा', other: 'घंटे' })} पहले`,
  yesterday: 'कल',
};
