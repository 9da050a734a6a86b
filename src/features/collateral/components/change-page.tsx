import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { cardSurface, SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { loanWords } from '@/loan/texts';
import { loadable } from '@/lib/query/loadable';
import {
  collateralRequestsQuery,
  isOpen,
  type CollateralRequest,
} from '@/loan/api/collateral-requests';
import { loanDetailsQuery, type LoanDetails } from '@/loan/api/loan-details';
import { changeTexts } from '../change-texts';
import { Reference, RequestRow, useSchemeNames } from './collateral-requests';

/**
 * The choice beside its preview on a wide screen (the preview stays in view while units are
 * typed), one under the other on a phone.
 */
export const changeLayout = 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start';
export const changeAside = 'space-y-4 lg:sticky lg:top-20';

/** The list of funds to choose from, with their unit fields. */
export function FundChoice({ children }: { children: ReactNode }) {
  const t = useTexts(changeTexts);
  return (
    <SectionCard
      title={t.chooseFunds}
      stacked={false}
      look={`px-5 pt-5 pb-2 sm:px-6 ${cardSurface}`}
    >
      <div className="divide-y divide-slate-100">{children}</div>
    </SectionCard>
  );
}

export const backLinkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

/** Why the page offers no form, in place of one. */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`p-6 ${cardSurface}`}>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}

/** The way on where the portal cannot help: support. */
export function TalkToUs() {
  const t = useTexts(changeTexts);
  return (
    <Link to={paths.support} className={buttonClass('secondary', 'mt-4')}>
      {t.talkToUs}
    </Link>
  );
}

/**
 * The request that was open when the page opened, while it stays open: the lender takes one at a
 * time, so it is shown before a second is started (not refused after the code). One made on this
 * page is not it, so its success stays on screen; once it completes, the page offers the change.
 */
function useOpenAtStart(requests: CollateralRequest[] | null | undefined) {
  const [id, setId] = useState<CollateralRequest['id'] | null>();
  if (id === undefined && requests !== undefined) setId(requests?.find(isOpen)?.id ?? null);
  return id === null || id === undefined
    ? undefined
    : requests?.find((request) => request.id === id && isOpen(request));
}

function OpenRequest({ request, loan }: { request: CollateralRequest; loan: LoanDetails }) {
  const t = useTexts(changeTexts);
  const nameOf = useSchemeNames([request], loan);
  return (
    <Notice title={t.requestUnderWay}>
      <p>{t.oneAtATime}</p>
      <ul className="mt-2 border-t border-slate-100">
        <RequestRow request={request} nameOf={nameOf} />
      </ul>
    </Notice>
  );
}

/** A change page's heading, under the way back to /loan. */
export function ChangeHeading({ title }: { title: string }) {
  const t = useTexts(changeTexts);
  return (
    <>
      <Link to={paths.loan} className={backLinkClass}>
        {t.backToLoan}
      </Link>
      <PageHeader title={title} />
    </>
  );
}

/**
 * The active line a change page changes, read with its requests: `loan` once it can be changed,
 * else what the page shows `instead` (loading, a failure, a closed or absent line, a server
 * without these calls, a request already under way). The route renders its form with the line
 * itself, so nothing calls back into it (docs/architecture.md#the-code-step).
 */
export function useLineToChange():
  { loan: LoanDetails; instead?: undefined } | { loan?: undefined; instead: ReactNode } {
  const loan = loadable(useQuery(loanDetailsQuery));
  const requests = loadable(useQuery(collateralRequestsQuery));
  const open = useOpenAtStart(requests.status === 'ready' ? requests.data : undefined);
  const t = useTexts(changeTexts);
  const words = useTexts(loanWords);
  if (loan.status === 'loading' || requests.status === 'loading')
    return { instead: <Skeleton rows={3} label={t.loadingLoan} /> };
  if (loan.status === 'error')
    return { instead: <LoadError message={words.couldNotLoad} onRetry={loan.retry} /> };
  if (requests.status === 'error')
    return { instead: <LoadError message={t.requestsFailed} onRetry={requests.retry} /> };
  if (!loan.data || loan.data.credit_status !== 'ACTIVE')
    return { instead: <Notice title={t.noActiveLoan}>{t.onlyActive}</Notice> };
  if (requests.data === null)
    return {
      instead: (
        <Notice title={t.notOnline}>
          <p>{t.byPhone}</p>
          <TalkToUs />
        </Notice>
      ),
    };
  if (open) return { instead: <OpenRequest request={open} loan={loan.data} /> };
  return { loan: loan.data };
}

/** The request was received: which one, and when the lender will have done it. */
export function RequestDone({
  request,
  children,
}: {
  request: CollateralRequest;
  children?: ReactNode;
}) {
  const t = useTexts(changeTexts);
  // The outcome takes focus, which brings it into view below the top bar (scroll-mt).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <SectionCard
      title={t.requestReceived}
      titleRef={heading}
      titleClassName="scroll-mt-24 text-lg font-semibold focus:outline-none"
      stacked={false}
      look="rounded-2xl bg-green-50 p-5 text-green-950 ring-1 ring-green-300 sm:p-6"
    >
      <p className="mt-1" role="status">
        {t.received(
          t.kind(request.kind, true),
          <Reference key="reference" id={request.id} />,
          formatDateTime(request.due_at),
        )}
      </p>
      {children}
      <Link to={paths.loan} className={buttonClass('primary', 'mt-4')}>
        {t.backToLoan}
      </Link>
    </SectionCard>
  );
}
