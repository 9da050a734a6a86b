import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRupees } from '@/lib/format';
import { loadable } from '@/session/server-state/loadable';
import { transactionsQuery, type Transaction } from '../api/loan';
import {
  amountOf,
  badgeTone,
  eventLabel,
  isRepayment,
  newestFirst,
  outcomeOf,
} from '../transaction-rules';

const PAGE_SIZE = 20;

export function TransactionList() {
  const transactions = loadable(useQuery(transactionsQuery));
  if (transactions.status === 'loading') return <Skeleton rows={5} label="Loading transactions" />;
  if (transactions.status === 'error') {
    return (
      <LoadError
        message="Failed to load transactions. Please try again later."
        onRetry={transactions.retry}
      />
    );
  }
  if (transactions.data.length === 0) {
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
        No transactions found.
      </p>
    );
  }
  return <Pages transactions={transactions.data} />;
}

/** The page shown, from the URL (`page`, counted from 1), within 0 and `pages - 1`. */
function pageIndex(value: string | null, pages: number): number {
  const page = Number(value);
  return Number.isInteger(page) ? Math.min(Math.max(page - 1, 0), pages - 1) : 0;
}

/**
 * Twenty at a time, newest first: a long history stays quick on a phone. The page lives in the
 * URL, so going back, a reload or a shared link keeps it.
 */
function Pages({ transactions }: { transactions: Transaction[] }) {
  const sorted = useMemo(() => newestFirst(transactions), [transactions]);
  const [params, setParams] = useSearchParams();
  const pages = Math.ceil(sorted.length / PAGE_SIZE);
  const page = pageIndex(params.get('page'), pages);
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 0) updated.delete('page');
        else updated.set('page', String(next + 1));
        return updated;
      },
      { replace: true },
    );
  const shown = sorted.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const first = page * PAGE_SIZE + 1;
  return (
    <div>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        {shown.map((tx) => (
          <TransactionRow key={tx.id} tx={tx} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav
          aria-label="Transaction pages"
          className="mt-4 flex items-center justify-between gap-3"
        >
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {first}–{first + shown.length - 1} of {sorted.length.toLocaleString('en-IN')}
          </p>
          <Button
            variant="secondary"
            disabled={page === pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function TransactionRow({ tx }: { tx: Transaction }) {
  const repayment = isRepayment(tx);
  const { bank_name: bank, account_last_4_digits: last4 } = tx.event_details;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">
            {repayment ? 'Repayment' : 'Withdrawal'}
          </span>
          <Badge tone={badgeTone(tx.event_type)}>{eventLabel(tx.event_type)}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={tx.created_at}>{formatDateTime(tx.created_at)}</time>
          {bank ? ` · ${bank}${last4 ? ` ••${last4}` : ''}` : ''}
        </p>
      </div>
      <Amount tx={tx} />
    </li>
  );
}

/**
 * Money that moved has a sign and its colour; money that may still move says 'Pending' and is
 * muted; money that did not move says so and is struck through, never signed.
 */
function Amount({ tx }: { tx: Transaction }) {
  const repayment = isRepayment(tx);
  const amount = amountOf(tx);
  const rupees = amount === undefined || amount === null ? '—' : formatRupees(amount);
  const outcome = outcomeOf(tx);
  if (outcome === 'moved') {
    return (
      <p className={`font-semibold tabular-nums ${repayment ? 'text-green-800' : 'text-sky-800'}`}>
        <span className="sr-only">{repayment ? 'Repaid ' : 'Withdrawn '}</span>
        {rupees === '—' ? rupees : `${repayment ? '−' : '+'}${rupees}`}
      </p>
    );
  }
  if (outcome === 'pending') {
    return (
      <p className="tabular-nums text-slate-600">
        <span className="text-sm">Pending </span>
        <span className="font-semibold">{rupees}</span>
      </p>
    );
  }
  return (
    <p className="tabular-nums text-slate-600">
      <span className="text-sm">{repayment ? 'Not repaid ' : 'Not withdrawn '}</span>
      <span className="font-semibold line-through">{rupees}</span>
    </p>
  );
}
