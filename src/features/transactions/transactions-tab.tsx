import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { istDay } from '@/lib/ist';
import { loadable } from '@/lib/query/loadable';
import { transactionsQuery, type Transaction } from './api/transactions';
import { transactionTexts } from './transaction-texts';
import {
  ALL,
  filtersOf,
  rowsOf,
  select,
  statementPeriod,
  totalsOf,
  withFilters,
  type Filters,
  type Row,
} from './transaction-filters';
import { StatementDownload } from './components/statement-download';
import { TransactionDetail } from './components/transaction-detail';
import { TransactionFilterBar } from './components/transaction-filter-bar';
import { TransactionRow } from './components/transaction-row';
import { cardSurface } from '@/components/ui/section-card';

const PAGE_SIZE = 20;

/** Nothing to list: none at all, or none the filters match. */
const emptyClass = 'rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200';

export function TransactionsTab() {
  const transactions = loadable(useQuery(transactionsQuery));
  const t = useTexts(transactionTexts);
  if (transactions.status === 'loading') return <Skeleton rows={5} label={t.loading} />;
  if (transactions.status === 'error') {
    return <LoadError message={t.failed} onRetry={transactions.retry} />;
  }
  if (transactions.data.length === 0) {
    return <p className={emptyClass}>{t.none}</p>;
  }
  return <Filtered transactions={transactions.data} />;
}

/** The page shown, from the URL (`page`, counted from 1), within 0 and `pages - 1`. */
function pageIndex(value: string | null, pages: number): number {
  const page = Number(value);
  return Number.isInteger(page) ? Math.min(Math.max(page - 1, 0), Math.max(pages - 1, 0)) : 0;
}

/**
 * The filters, the totals and the statement of what they select, then twenty rows a page,
 * newest first. Filters and page live in the URL, so Back, a reload or a shared link keeps them.
 */
function Filtered({ transactions }: { transactions: Transaction[] }) {
  const [params, setParams] = useSearchParams();
  const today = istDay(new Date());
  const rows = useMemo(() => rowsOf(transactions), [transactions]);
  const filters = filtersOf(params);
  // The filters as text: a stable key, so 5,000 rows are filtered again only when they change.
  const key = withFilters(new URLSearchParams(), filters).toString();
  const selected = useMemo(
    () => select(rows, filtersOf(new URLSearchParams(key)), today),
    [rows, key, today],
  );
  const totals = useMemo(() => totalsOf(selected), [selected]);
  // A change applies to the filters in the address now, not to those of this render: a second
  // field filled before the page has drawn the first one's change must not undo it (the router's
  // own `current` is this render's). The address itself changes at once.
  const setFilters = (change: Partial<Filters>) =>
    setParams(
      () => {
        const current = new URLSearchParams(window.location.search);
        return withFilters(current, { ...filtersOf(current), ...change });
      },
      { replace: true },
    );
  const t = useTexts(transactionTexts);
  return (
    <div className="space-y-4">
      <TransactionFilterBar filters={filters} today={today} onChange={setFilters} />
      <div
        className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5 ${cardSurface}`}
      >
        <dl
          aria-label={t.totals}
          className="flex flex-wrap gap-x-6 gap-y-1 text-sm"
          aria-live="polite"
        >
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t.transactions}</dt>
            <dd className="font-semibold text-slate-900">
              {selected.length.toLocaleString('en-IN')}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t.withdrawn}</dt>
            <dd className="font-semibold text-slate-900">{formatRupees(totals.withdrawn)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t.repaid}</dt>
            <dd className="font-semibold text-slate-900">{formatRupees(totals.repaid)}</dd>
          </div>
        </dl>
        {/* No rows, no file: an empty statement is not offered. */}
        {selected.length > 0 ? (
          <StatementDownload
            filters={filters}
            rows={selected}
            totals={totals}
            period={statementPeriod(selected, filters, today)}
          />
        ) : null}
      </div>
      {selected.length === 0 ? (
        <div className={emptyClass}>
          <p>{t.noMatch}</p>
          <Button variant="secondary" className="mt-4" onClick={() => setFilters(ALL)}>
            {t.clearFilters}
          </Button>
        </div>
      ) : (
        <Pages rows={selected} />
      )}
    </div>
  );
}

function Pages({ rows }: { rows: Row[] }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Row>();
  const pages = Math.ceil(rows.length / PAGE_SIZE);
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
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const first = page * PAGE_SIZE + 1;
  const t = useTexts(transactionTexts);
  return (
    <div>
      <ul className={`divide-y divide-slate-100 overflow-hidden ${cardSurface}`}>
        {shown.map((row) => (
          <TransactionRow key={row.tx.id} row={row} onOpen={() => setOpen(row)} />
        ))}
      </ul>
      <TransactionDetail row={open} onClose={() => setOpen(undefined)} />
      {pages > 1 ? (
        <nav aria-label={t.pages} className="mt-4 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t.newer}
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t.range(first, first + shown.length - 1, rows.length.toLocaleString('en-IN'))}
          </p>
          <Button
            variant="secondary"
            disabled={page === pages - 1}
            onClick={() => setPage(page + 1)}
          >
            {t.older}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
