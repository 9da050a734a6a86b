import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import type { LoanDetails } from '@/loan/api/loan-details';
import { mandateQuery, type Mandate } from '@/loan/api/mandate';
import { BankAccount } from '@/loan/bank-account';
import { autopayTexts } from '../texts';
import { SetUpAutopay } from './set-up-autopay';

/** While the bank sets a mandate up, it is read again this often, so the page says when it is on. */
const PENDING_REFRESH_MS = 10_000;

/** Where the lender's gateway sends the customer back: `/loan?autopay=returned`. */
const RETURNED = 'returned';

/**
 * 'Interest autopay' on 'Loan Information', under the interest due (docs/product.md#interest-autopay):
 * the mandate's state in words, and 'Set up autopay' when there is none. A 404 (the lender offers
 * no autopay) shows nothing; an answer that does not parse is a failed read, with Try again.
 * Back from the gateway, it reads the mandate again and brings the customer to what it now is.
 */
export function AutopaySection({ loan }: { loan: LoanDetails }) {
  const t = useTexts(autopayTexts);
  const returned = useSearchParams()[0].get('autopay') === RETURNED;
  const mandate = loadable(
    useQuery({
      ...mandateQuery,
      refetchOnMount: returned ? 'always' : true,
      refetchInterval: (query) =>
        query.state.data?.status === 'PENDING' ? PENDING_REFRESH_MS : false,
    }),
  );
  const title = useRef<HTMLHeadingElement>(null);
  const data = mandate.status === 'ready' ? mandate.data : undefined;
  const shown = Boolean(data);
  useEffect(() => {
    if (returned && shown) title.current?.focus();
  }, [returned, shown]);
  // Nothing while it loads, so a lender that offers no autopay never flashes a card.
  if (data === null || mandate.status === 'loading') return null;
  return (
    <SectionCard title={t.heading} titleRef={title}>
      {mandate.status === 'error' ? (
        <LoadError message={t.loadFailed} onRetry={mandate.retry} />
      ) : data ? (
        <div className="space-y-4" role={returned ? 'status' : undefined}>
          <MandateState mandate={data} loan={loan} />
          {data.status === 'NONE' ? <SetUpAutopay maxAmount={data.max_amount} loan={loan} /> : null}
        </div>
      ) : null}
    </SectionCard>
  );
}

function MandateState({ mandate, loan }: { mandate: Mandate; loan: LoanDetails }) {
  const t = useTexts(autopayTexts);
  const account = (
    <BankAccount key="account" bank={mandate.bank_name} last4={mandate.account_last4} />
  );
  const due = loan.interest_due_date ? formatDate(loan.interest_due_date) : undefined;
  const debit = mandate.next_debit;
  const sentence =
    mandate.status === 'ACTIVE'
      ? debit
        ? t.active(formatRupees(debit.amount), account, formatDate(debit.date))
        : t.activeNoDebit(account)
      : mandate.status === 'PENDING'
        ? t.pending
        : mandate.status === 'PAUSED'
          ? due
            ? t.paused(due)
            : t.pausedNoDate
          : due
            ? t.none(due)
            : t.noneNoDate;
  return <p className="text-slate-900">{sentence}</p>;
}
