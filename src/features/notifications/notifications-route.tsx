import { PageHeader } from '@/components/ui/page-header';
import { MarkAllButton } from './mark-all-button';
import { NotificationList } from './notification-list';

export function NotificationsRoute() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Notifications" action={<MarkAllButton />} />
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <NotificationList />
      </div>
    </div>
  );
}
