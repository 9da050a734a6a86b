import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { LoadError } from '@/components/ui/load-error';
import { WaitingSpinner } from '@/components/ui/waiting-spinner';
import { ApiError } from '@/lib/api-error';
import { formatDate, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { dayOf } from '@/lib/ist';
import { accountStatementQuery, type AccountStatement as Statement } from '../api/statements';
import { addsUp, ledgerTotals } from '../ledger-rules';
import type { Period } from '../period-rules';
import { statementTexts, type StatementTexts } from '../texts';
import { StatementDownloads } from './statement-downloads';

/** The statement of a period: figures as the server sends them, with a warning when they do not add up. */
export function AccountStatement({ period }: { period: Period }) {
  const query = useQuery(accountStatementQuery(period));
  const t = useTexts(statementTexts);
  if (query.data) return <Figures statement={query.data} period={period} t={t} />;
  if (query.isError && !query.isFetching) {
    const error = query.error;
    // A refusal of the dates (400) is the server's answer: asking again would get it again.
    if (error instanceof ApiError && error.status === 400)
      return <LoadError message={error.message} />;
    const message = error instanceof ApiError && error.status === 404 ? t.noLoan : t.failed;
    return <LoadError message={message} onRetry={() => void query.refetch()} />;
  }
  return (
    <WaitingSpinner label={t.loading} className="mt-5 flex items-center gap-2 text-slate-600" />
  );
}

const money = (amount: number) => (amount === 0 ? '' : formatRupees(amount));

function Figures({
  statement,
  period,
  t,
}: {
  statement: Statement;
  period: Period;
  t: StatementTexts;
}) {
  const totals = ledgerTotals(statement.entries);
  const summary = [
    [t.loanAccountNumber, statement.loan_account_number],
    [t.openingBalance, formatRupees(statement.opening_balance)],
    [t.totalDebits, formatRupees(totals.debits)],
    [t.totalCredits, formatRupees(totals.credits)],
    [t.closingBalance, formatRupees(statement.closing_balance)],
  ] as const;
  const date = (entry: Statement['entries'][number]) => {
    const day = dayOf(entry.posted_at);
    return day ? formatDate(day) : '';
  };
  return (
    <div className="mt-5 space-y-5">
      {addsUp(statement) ? null : (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
        >
          {t.notAddingUp}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5">
        {summary.map(([label, value], i) => (
          <div key={label} className={i === 0 ? 'col-span-2 sm:col-span-1' : ''}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd
              translate={i === 0 ? 'no' : undefined}
              className="font-semibold break-words text-slate-900 tabular-nums"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <StatementDownloads statement={statement} period={period} />
      {statement.entries.length === 0 ? (
        <p className="text-slate-600">{t.noEntries}</p>
      ) : (
        <>
          <DataTable
            caption={t.entries}
            className="hidden w-full text-sm sm:table"
            headRowClassName="border-b border-slate-200 text-left text-slate-600"
            bodyClassName="divide-y divide-slate-100"
            rows={statement.entries}
            rowKey={(entry) => String(entry.id)}
            columns={[
              {
                label: t.date,
                head: 'py-2 pr-3 font-medium',
                value: date,
                cell: 'py-2 pr-3 whitespace-nowrap',
              },
              {
                label: t.description,
                head: 'py-2 pr-3 font-medium',
                value: (entry) => entry.description,
                cell: 'py-2 pr-3 break-words',
                asSent: true,
              },
              {
                label: t.debit,
                head: 'py-2 pr-3 text-right font-medium',
                value: (entry) => money(entry.debit),
                cell: 'py-2 pr-3 text-right tabular-nums',
              },
              {
                label: t.credit,
                head: 'py-2 pr-3 text-right font-medium',
                value: (entry) => money(entry.credit),
                cell: 'py-2 pr-3 text-right text-green-800 tabular-nums',
              },
              {
                label: t.balance,
                head: 'py-2 text-right font-medium',
                value: (entry) => formatRupees(entry.balance),
                cell: 'py-2 text-right tabular-nums',
              },
            ]}
          />
          <ul aria-label={t.entries} className="divide-y divide-slate-100 sm:hidden">
            {statement.entries.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium break-words text-slate-900" translate="no">
                    {entry.description}
                  </span>
                  <span className="block text-slate-600">{date(entry)}</span>
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span
                    className={`block font-semibold ${entry.credit ? 'text-green-800' : 'text-slate-900'}`}
                  >
                    {entry.credit
                      ? `${t.credit} ${formatRupees(entry.credit)}`
                      : `${t.debit} ${formatRupees(entry.debit)}`}
                  </span>
                  <span className="block text-slate-600">
                    {t.balanceAfter(formatRupees(entry.balance))}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
