import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { requestsQuery } from '../api/requests';
import { requestTitle, statusWords } from '../request-words';
import { privacyTexts } from '../texts';

/** The customer's data requests with their status and when each is due. */
export function RequestList() {
  const t = useTexts(privacyTexts);
  const requests = loadable(useQuery(requestsQuery));
  if (requests.status === 'loading') return <Skeleton rows={2} label={t.loadingRequests} />;
  if (requests.status === 'error') {
    return <LoadError message={t.requestsFailed} onRetry={requests.retry} />;
  }
  if (requests.data.length === 0) {
    return <p className="text-sm text-slate-600">{t.noRequests}</p>;
  }
  return (
    <ul aria-label={t.requestsTitle} className="divide-y divide-slate-100">
      {requests.data.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm"
        >
          <span className="font-medium text-slate-900">{requestTitle(t, item.type)}</span>
          <span className="text-slate-700">{statusWords(t, item.status)}</span>
          <span className="w-full text-slate-600">
            {t.madeOn(formatDate(item.created_at))}
            {item.due_at ? t.dueBy(formatDate(item.due_at)) : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
