import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cardClass } from '@/components/ui/section-card';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';
import { collateralRequestsQuery, isOpen, type CollateralRequest } from '../api/collateral';
import type { LoanDetails } from '@/session/api/loan-details';

export const kindWords: Record<CollateralRequest['kind'], string> = {
  RELEASE: 'Release units',
  PLEDGE: 'Pledge more',
  CLOSE: 'Close credit line',
};

const statusWords: Record<
  CollateralRequest['status'],
  { words: string; tone: 'green' | 'yellow' | 'red' }
> = {
  RECEIVED: { words: 'Received', tone: 'yellow' },
  IN_PROGRESS: { words: 'In progress', tone: 'yellow' },
  COMPLETED: { words: 'Completed', tone: 'green' },
  REJECTED: { words: 'Rejected', tone: 'red' },
};

/**
 * The customer's requests, asked for again while any is open; when one completes, the loan is read
 * again, so pledged units and drawing power show what changed. Undefined while loading or failed,
 * null where the server has no such calls.
 */
function useCollateralRequests() {
  const requests = useQuery(collateralRequestsQuery).data;
  const client = useQueryClient();
  const open = requests?.filter(isOpen).length ?? 0;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open < wasOpen.current) void client.invalidateQueries({ queryKey: ['loan'] });
    wasOpen.current = open;
  }, [open, client]);
  return requests;
}

/**
 * 'Release units' and 'Pledge more' beside the pledged funds, and the requests made, on an active
 * line; the requests alone on a closed one; nothing where the server has no such calls.
 */
export function CollateralActions({ loan }: { loan: LoanDetails }) {
  const requests = useCollateralRequests();
  if (!requests) return null;
  const active = loan.credit_status === 'ACTIVE';
  return (
    <>
      {active ? (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.loanRelease} className={buttonClass('secondary')}>
            Release units
          </Link>
          <Link to={paths.loanPledge} className={buttonClass('secondary')}>
            Pledge more
          </Link>
        </div>
      ) : null}
      <RequestList requests={requests} />
    </>
  );
}

/** 'Close credit line', at the end of an active line's information. */
export function CloseLineAction({ loan }: { loan: LoanDetails }) {
  const requests = useQuery(collateralRequestsQuery).data;
  if (!requests || loan.credit_status !== 'ACTIVE') return null;
  return (
    <div>
      <Link to={paths.loanClose} className={buttonClass('ghost', 'px-0')}>
        Close credit line
      </Link>
    </div>
  );
}

function RequestList({ requests }: { requests: CollateralRequest[] }) {
  return (
    <section aria-labelledby="requests-heading" className={cardClass}>
      <h2 id="requests-heading" className="text-lg font-semibold text-slate-900">
        Requests
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-slate-600">
          Requests to release units, pledge more or close the line show here.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {requests.map((request) => (
            <RequestRow key={String(request.id)} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({ request }: { request: CollateralRequest }) {
  const status = statusWords[request.status];
  const funds =
    request.items.length === 0
      ? ['All pledged funds']
      : request.items.map(
          (item) =>
            `${item.units === undefined ? '' : `${formatNumber(item.units)} units of `}${item.scheme_name || item.isin_no}`,
        );
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{kindWords[request.kind]}</p>
        <Badge tone={status.tone}>{status.words}</Badge>
      </div>
      <ul className="mt-1 text-sm break-words text-slate-700">
        {funds.map((fund) => (
          <li key={fund}>{fund}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-600">
        Requested {formatDateTime(request.created_at)}
        {request.due_at ? ` · Due by ${formatDateTime(request.due_at)}` : ''}
        {request.completed_at ? ` · Completed ${formatDateTime(request.completed_at)}` : ''}
      </p>
      {request.status === 'REJECTED' && request.failure_reason ? (
        <p className="mt-1 text-sm text-red-700">Reason: {request.failure_reason}</p>
      ) : null}
    </li>
  );
}
