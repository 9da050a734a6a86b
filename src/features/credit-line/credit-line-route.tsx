import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  CREDIT_LINE_HEIGHT,
  CREDIT_LINE_LOADING_MS,
  CREDIT_LINE_REFRESH_MS,
  CREDIT_LINE_WIDTH,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { WaitingSpinner } from '@/components/ui/waiting-spinner';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { useLineClose } from '@/loan/line-close';
import { Notice } from '@/components/ui/notice';
import { isPayingInterest } from '@/loan/interest-due';
import { RepaymentTiming } from '@/loan/repayment-timing';
import { loadable } from '@/lib/query/loadable';
import { isReady, useAskForFreshTokens, voltTokensQuery } from './api/volt-tokens';
import { InterestToPay } from './interest-to-pay';
import { creditLineTexts } from './texts';
import { launchVolt } from './volt';
import { cardSurface } from '@/components/ui/section-card';

type Launch = 'pending' | 'launched' | 'failed';

export function CreditLineRoute() {
  const t = useTexts(creditLineTexts);
  const tokens = loadable(useQuery(voltTokensQuery));
  const divId = `volt-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const [launch, setLaunch] = useState<Launch>('pending');
  /** Counts the person's retries after a failed launch; each one launches again. */
  const [attempt, setAttempt] = useState(0);
  const [waiting, setWaiting] = useState(true);
  // The credit-line widget tells the page nothing: while it is open the loan is read every few
  // seconds, and a read that finds it changed refreshes the rest (loanDetailsQuery).
  const loan = useQuery({ ...loanDetailsQuery, refetchInterval: CREDIT_LINE_REFRESH_MS }).data;
  // A line being closed takes repayments only; a closed one has nothing to open the widget for.
  const { closing } = useLineClose();
  const closed = loan?.credit_status === 'CLOSED';
  const askForFreshTokens = useAskForFreshTokens();
  const payingInterest = isPayingInterest(useLocation().state);
  const ready = tokens.status === 'ready' && isReady(tokens.data);
  const readyTokens = ready ? tokens.data : undefined;

  // 'Please wait...' stays for 5 s while the credit line loads.
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), CREDIT_LINE_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  // Launches into the box once it is on the page. An answer that lands after the page is left (or
  // after trying again) is no longer this page's to show.
  useEffect(() => {
    if (!readyTokens || closed) return;
    let current = true;
    launchVolt(readyTokens, divId).then(
      () => {
        if (current) setLaunch('launched');
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('The credit line could not start', error);
        setLaunch('failed');
        notify.error(textsNow(creditLineTexts).failedToStart);
      },
    );
    return () => {
      current = false;
    };
  }, [readyTokens, divId, attempt, closed]);

  const retryLaunch = () => {
    setLaunch('pending');
    setAttempt((count) => count + 1);
  };

  const notReady = tokens.status === 'error' || (tokens.status === 'ready' && !ready);
  const loading = !notReady && launch !== 'failed' && (waiting || launch === 'pending');

  if (closed)
    return (
      <>
        <PageHeader title={t.title} />
        <Notice title={t.closedTitle}>
          {t.closedBody(
            <Link key="loan" to={paths.loan} className="underline">
              {t.myLoan}
            </Link>,
          )}
        </Notice>
      </>
    );

  return (
    <>
      <PageHeader title={t.title} />
      {closing ? (
        <div className="mx-auto mb-4 w-full" style={{ maxWidth: CREDIT_LINE_WIDTH }}>
          <Notice title={t.closingTitle}>{t.closingBody}</Notice>
        </div>
      ) : null}
      {payingInterest ? <InterestToPay /> : null}
      <div className="mx-auto mb-4 w-full" style={{ maxWidth: CREDIT_LINE_WIDTH }}>
        <RepaymentTiming className="text-slate-700" />
      </div>
      {notReady ? (
        <LoadError
          message={t.tryLater(
            <Link key="contact" to={paths.support} className="underline">
              {t.contactTeam}
            </Link>,
          )}
          onRetry={askForFreshTokens}
        />
      ) : (
        <div
          className={`relative mx-auto w-full overflow-hidden ${cardSurface}`}
          style={{ maxWidth: CREDIT_LINE_WIDTH, height: CREDIT_LINE_HEIGHT }}
        >
          {launch === 'failed' ? (
            <div className="flex h-full items-center justify-center p-6">
              <LoadError message={t.somethingWentWrong} onRetry={retryLaunch} />
            </div>
          ) : (
            // The credit-line provider's own page: its words are its own, in its language, and a
            // browser's translation must not rewrite them (docs/widgets.md).
            <div id={divId} translate="no" className="h-full w-full" />
          )}
          {loading ? (
            <WaitingSpinner
              label={t.pleaseWait}
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white text-brand-800"
              size="size-8"
            />
          ) : null}
        </div>
      )}
    </>
  );
}
