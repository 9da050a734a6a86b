import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { changeTexts } from '../change-texts';
import { collateralRequestsQuery, type CollateralRequest } from '@/loan/api/collateral-requests';
import type { LoanDetails } from '@/loan/api/loan-details';
import { lineCloseOf } from '@/loan/line-close';
import { holdingsQuery } from '../api/collateral';
import { requestReference } from '../request-reference';

const statusTone: Record<CollateralRequest['status'], 'green' | 'yellow' | 'red'> = {
  RECEIVED: 'yellow',
  IN_PROGRESS: 'yellow',
  COMPLETED: 'green',
  REJECTED: 'red',
};

/**
 * 'Release units' and 'Pledge more' beside the pledged funds, and the requests made, on an active
 * line; the requests alone on a closed one; nothing where the server has no such calls.
 */
export function CollateralActions({ loan }: { loan: LoanDetails }) {
  const requests = useQuery(collateralRequestsQuery).data;
  const t = useTexts(changeTexts);
  if (!requests) return null;
  // Nothing more is asked of a line being closed.
  const active = loan.credit_status === 'ACTIVE' && !lineCloseOf(requests).closing;
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
      <RequestList requests={requests} loan={loan} />
    </>
  );
}

/** 'Close credit line', at the end of an active line's information. */
export function CloseLineAction({ loan }: { loan: LoanDetails }) {
  const requests = useQuery(collateralRequestsQuery).data;
  const t = useTexts(changeTexts);
  if (!requests || loan.credit_status !== 'ACTIVE') return null;
  if (lineCloseOf(requests).closing) return null;
  return (
    <div>
      <Link to={paths.loanClose} className={buttonClass('ghost', 'px-0')}>
        {t.kind('CLOSE')}
      </Link>
    </div>
  );
}

function RequestList({ requests, loan }: { requests: CollateralRequest[]; loan: LoanDetails }) {
  const t = useTexts(changeTexts);
  const nameOf = useSchemeNames(requests, loan);
  return (
    <SectionCard title={t.requests} stacked={false}>
      {requests.length === 0 ? (
        <p className="mt-2 text-slate-600">{t.noRequests}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {requests.map((request) => (
            <RequestRow key={String(request.id)} request={request} nameOf={nameOf} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

type RequestItem = CollateralRequest['items'][number];

/**
 * Each fund of the requests by its scheme's name: the server's, else the name of the fund with
 * that ISIN among the pledged funds, else among the holdings (read only when a name is still
 * missing); '' when none knows it.
 */
export function useSchemeNames(
  requests: CollateralRequest[],
  loan: LoanDetails,
): (item: RequestItem) => string {
  const names = new Map<string, string>();
  for (const fund of loan.pledged_portfolio_items)
    if (fund.scheme_name) names.set(fund.isin_no, fund.scheme_name);
  const missing = requests.some((request) =>
    request.items.some((item) => !item.scheme_name && !names.has(item.isin_no)),
  );
  const holdings = useQuery({ ...holdingsQuery, enabled: missing }).data;
  for (const holding of holdings ?? [])
    if (holding.scheme_name && !names.has(holding.isin_no))
      names.set(holding.isin_no, holding.scheme_name);
  return (item) => item.scheme_name || names.get(item.isin_no) || '';
}

/** A reference a person can read out, kept on one line. */
export function Reference({ id }: { id: CollateralRequest['id'] }) {
  return (
    <span translate="no" className="font-semibold whitespace-nowrap">
      {requestReference(id)}
    </span>
  );
}

/** One request: its kind and status, its reference, its funds by name and its dates. */
export function RequestRow({
  request,
  nameOf,
}: {
  request: CollateralRequest;
  nameOf: (item: RequestItem) => string;
}) {
  const t = useTexts(changeTexts);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{t.kind(request.kind, true)}</p>
        <Badge tone={statusTone[request.status]}>{t.requestStatus(request.status)}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {t.reference(<Reference key="id" id={request.id} />)}
      </p>
      <ul className="mt-1 space-y-1 text-sm break-words text-slate-700">
        {request.items.length === 0 ? (
          <li>{t.allPledgedFunds}</li>
        ) : (
          request.items.map((item) => (
            <FundLine key={`${item.isin_no}|${item.folio_no}`} item={item} name={nameOf(item)} />
          ))
        )}
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

/** A fund of a request by its scheme's name (the server's, as sent), its ISIN as the detail. */
function FundLine({ item, name }: { item: RequestItem; name: string }) {
  const t = useTexts(changeTexts);
  const scheme = (
    <span key="scheme" translate="no">
      {name || item.isin_no}
    </span>
  );
  return (
    <li>
      {item.units === undefined ? scheme : t.unitsOf(formatNumber(item.units), scheme)}
      {name && item.isin_no ? (
        <span className="block text-xs text-slate-500">
          {t.isin} <span translate="no">{item.isin_no}</span>
        </span>
      ) : null}
    </li>
  );
}
