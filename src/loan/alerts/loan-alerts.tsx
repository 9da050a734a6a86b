import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { InfoIcon, WarningIcon } from '@/components/ui/icons';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { storageKeys, tabStorage } from '@/lib/storage';
import { loanDetailsQuery, type LoanDetails } from '@/loan/api/loan-details';
import { mandateQuery } from '@/loan/api/mandate';
import { debitComing } from '@/loan/autopay-debit';
import { BankAccount } from '@/loan/bank-account';
import {
  interestMessage,
  interestNotice,
  payInterestState,
  type InterestNotice,
} from '@/loan/interest-due';
import { LaterRateNotice } from '@/loan/rate-notice/later-rate-notice';
import { RepaymentTiming } from '@/loan/repayment-timing';
import { loanWords } from '@/loan/texts';
import type { CureInProgress } from '@/loan/cure-in-progress';
import { alertTexts } from './texts';
import { collateralOf } from '@/loan/collateral-rules';

/**
 * What a borrower must act on, over the page (docs/product.md#alerts): a margin shortfall on every
 * signed-in page, interest falling due where `withInterest` says (the home page and /loan), as wide
 * as the page's own content (`width`, a max-width class) so they line up with it. Nothing shows
 * while the loan loads or when it cannot be read: the loan page says that itself.
 */

export function LoanAlerts({
  withInterest,
  width,
  cure,
}: {
  withInterest: boolean;
  width: string;
  cure?: CureInProgress | undefined;
}) {
  const loan = useQuery(loanDetailsQuery).data;
  if (!loan) return null;
  const interest = withInterest ? interestNotice(loan, new Date()) : undefined;
  return (
    <>
      <div className={`mx-auto mb-6 space-y-3 empty:hidden ${width}`}>
        <ShortfallBanner loan={loan} cure={cure} />
        {interest ? <InterestBanner interest={interest} /> : null}
      </div>
      {/* Where interest is told (the home page and /loan), a rate change is too. */}
      {withInterest ? <LaterRateNotice /> : null}
    </>
  );
}

/**
 * Interest falling due, with 'Pay now'; within 24 h of an autopay debit, that the debit is coming
 * instead (docs/product.md#interest-autopay). The mandate is read only while interest is due.
 */
function InterestBanner({ interest }: { interest: InterestNotice }) {
  const t = useTexts(alertTexts);
  // The interest sentence is written outside React: its Hindi is in before this shows.
  useTexts(loanWords);
  const due = interest.kind === 'due';
  const mandate = useQuery({ ...mandateQuery, enabled: due }).data;
  const coming = due ? debitComing(mandate, new Date()) : undefined;
  return (
    <Banner tone={due ? 'info' : 'warning'} label={t.interest}>
      <p className="font-semibold">{interestMessage(interest)}</p>
      {coming ? (
        <p className="mt-1">
          {t.debitComing(
            formatRupees(coming.amount),
            <BankAccount key="account" bank={coming.bank} last4={coming.last4} />,
            formatDate(coming.date),
          )}
        </p>
      ) : (
        <>
          <div className="mt-3">
            <Link to={paths.loanApply} state={payInterestState} className={buttonClass('primary')}>
              {t.payNow}
            </Link>
          </div>
          <RepaymentTiming className="mt-2" />
        </>
      )}
    </Banner>
  );
}

/** The shortfall this tab chose to hide; a larger one shows again. */
function useHiddenShortfall() {
  const [hidden, setHidden] = useState(() => {
    const kept = Number(tabStorage.get(storageKeys.hiddenShortfall));
    return Number.isFinite(kept) ? kept : 0;
  });
  const hide = (amount: number) => {
    tabStorage.set(storageKeys.hiddenShortfall, String(amount));
    setHidden(amount);
  };
  return [hidden, hide] as const;
}

function ShortfallBanner({ loan, cure }: { loan: LoanDetails; cure: CureInProgress | undefined }) {
  const { shortfall, dueDate } = collateralOf(loan);
  const [hidden, hide] = useHiddenShortfall();
  const t = useTexts(alertTexts);
  if (shortfall <= 0 || shortfall <= hidden) return null;
  return (
    <Banner tone="danger" label={t.marginShortfall}>
      <h2 className="font-semibold">{t.marginShortfallHeading}</h2>
      {/* A pledge on its way says so instead of asking for one again. */}
      {cure ? (
        <p className="mt-1">
          {t.aboveAllowed(formatRupees(shortfall))}{' '}
          {t.cureInProgress(formatNumber(cure.units), formatDate(cure.dueAt))}
        </p>
      ) : (
        <p className="mt-1">
          {t.aboveAllowed(formatRupees(shortfall))}{' '}
          {dueDate ? t.repayBy(formatDate(dueDate)) : t.repaySoon} {t.mayBeSold}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={paths.loanApply} className={buttonClass('danger')}>
          {t.repayNow}
        </Link>
        {cure ? null : (
          <Link to={paths.loanPledge} className={buttonClass('secondary')}>
            {t.pledgeMore}
          </Link>
        )}
        <Link to={paths.support} className={buttonClass('secondary')}>
          {t.talkToUs}
        </Link>
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 text-sm font-semibold underline hover:bg-red-100"
          onClick={() => hide(shortfall)}
        >
          {t.hide}
        </button>
      </div>
      <RepaymentTiming className="mt-2" />
    </Banner>
  );
}

const tones = {
  danger: { box: 'border-red-300 bg-red-50 text-red-950', Icon: WarningIcon },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', Icon: WarningIcon },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-950', Icon: InfoIcon },
} as const;

function Banner({
  tone,
  label,
  children,
}: {
  tone: keyof typeof tones;
  label: string;
  children: ReactNode;
}) {
  const { box, Icon } = tones[tone];
  return (
    <section aria-label={label} className={`flex gap-3 rounded-xl border p-4 ${box}`}>
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </section>
  );
}
