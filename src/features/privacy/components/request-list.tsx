import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { loadable } from '@/lib/query/loadable';
import { requestsQuery } from '../api/requests';
import { requestTitle, statusWords } from '../request-words';

/** The customer's data requests with their status and when each is due. */
export function RequestList() {
  const requests = loadable(useQuery(requestsQuery));
  if (requests.status === 'loading') return <Skeleton rows={2} label="Loading your requests" />;
  if (requests.status === 'error') {
    return <LoadError message="Failed to load your requests" onRetry={requests.retry} />;
  }
  if (requests.data.length === 0) {
    return <p className="text-sm text-slate-600">You have not made any requests yet.</p>;
  }
  return (
    <ul aria-label="Your requests" className="divide-y divide-slate-100">
      {requests.data.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm"
        >
          <span className="font-medium text-slate-900">{requestTitle(item.type)}</span>
          <span className="text-slate-700">{statusWords(item.status)}</span>
          <span className="w-full text-slate-600">
            Made on {formatDate(item.created_at)}
            {item.due_at ? ` · Due by ${formatDate(item.due_at)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
