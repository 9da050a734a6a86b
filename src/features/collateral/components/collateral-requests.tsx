import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { changeTexts } from '../change-texts';
import { collateralRequestsQuery, isOpen, type CollateralRequest } from '../api/collateral';
import type { LoanDetails } from '@/session/api/loan-details';

const statusTone: Record<CollateralRequest['status'], 'green' | 'yellow' | 'red'> = {
  RECEIVED: 'yellow',
  IN_PROGRESS: 'yellow',
  COMPLETED: 'green',
  REJECTED: 'red',
};

/**
 * The line's close, as its requests tell it: the due date of a close under way, or the day a
 * close completed. /loan says the line is closing or closed with them.
 */
export function useLineClose(): { closingDue?: string; closedOn?: string } {
  const requests = useQuery(collateralRequestsQuery).data;
  const closes = (requests ?? []).filter((r) => r.kind === 'CLOSE');
  const open = closes.find(isOpen);
  if (open) return { closingDue: open.due_at || undefined };
  const done = closes.find((r) => r.status === 'COMPLETED');
  return { closedOn: done?.completed_at || undefined };
}

/**
 * 'Release units' and 'Pledge more' beside the pledged funds, and the requests made, on an active
 * line; the requests alone on a closed one; nothing where the server has no such calls.
 */
export function CollateralActions({ loan }: { loan: LoanDetails }) {
  const requests = useQuery(collateralRequestsQuery).data;
  const t = useTexts(changeTexts);
  if (!requests) return null;
  // Nothing more is asked of a line being closed.
  const active =
    loan.credit_status === 'ACTIVE' && !requests.some((r) => r.kind === 'CLOSE' && isOpen(r));
  return (
    <>
      {active ? (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.loanRelease} className={buttonClass('secondary')}>
            {t.kind('RELEASE')}
          </Link>
          <Link to={paths.loanPledge} className={buttonClass('secondary')}>
            {t.kind('PLEDGE')}
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
  const t = useTexts(changeTexts);
  if (!requests || loan.credit_status !== 'ACTIVE') return null;
  if (requests.some((r) => r.kind === 'CLOSE' && isOpen(r))) return null;
  return (
    <div>
      <Link to={paths.loanClose} className={buttonClass('ghost', 'px-0')}>
        {t.kind('CLOSE')}
      </Link>
    </div>
  );
}

function RequestList({ requests }: { requests: CollateralRequest[] }) {
  const t = useTexts(changeTexts);
  return (
    <SectionCard title={t.requests} stacked={false}>
      {requests.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.noRequests}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {requests.map((request) => (
            <RequestRow key={String(request.id)} request={request} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function RequestRow({ request }: { request: CollateralRequest }) {
  const t = useTexts(changeTexts);
  const funds =
    request.items.length === 0
      ? [{ key: 'all', words: t.allPledgedFunds }]
      : request.items.map((item) => {
          // The fund's name is the server's: shown as sent.
          const scheme = (
            <span key="scheme" translate="no">
              {item.scheme_name || item.isin_no}
            </span>
          );
          return {
            key: `${item.isin_no}|${item.folio_no}`,
            words: item.units === undefined ? scheme : t.unitsOf(formatNumber(item.units), scheme),
          };
        });
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{t.kind(request.kind)}</p>
        <Badge tone={statusTone[request.status]}>{t.requestStatus(request.status)}</Badge>
      </div>
      <ul className="mt-1 text-sm break-words text-slate-700">
        {funds.map((fund) => (
          <li key={fund.key}>{fund.words}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-600">
        {t.requested(formatDateTime(request.created_at))}
        {request.due_at ? t.dueByWhen(formatDateTime(request.due_at)) : ''}
        {request.completed_at ? t.completedWhen(formatDateTime(request.completed_at)) : ''}
      </p>
      {request.status === 'REJECTED' && request.failure_reason ? (
        <p className="mt-1 text-sm text-red-700">
          {t.reason} <span translate="no">{request.failure_reason}</span>
        </p>
      ) : null}
    </li>
  );
}
