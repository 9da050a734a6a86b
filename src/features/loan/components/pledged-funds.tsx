import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate, formatNumber, formatPercent, formatRupees, orDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { PledgedItem } from '@/loan/api/loan-details';
import { loanTexts, type LoanTexts } from '../texts';

/** The catalogue's plain texts, which a column's heading is one of. */
type Label = { [K in keyof LoanTexts]: LoanTexts[K] extends string ? K : never }[keyof LoanTexts];

type Column = {
  label: Label;
  value: (item: PledgedItem, t: LoanTexts) => ReactNode;
  /** Shown only when some fund has it: a column the server sends for no fund is hidden. */
  present?: (item: PledgedItem) => boolean;
  numeric?: boolean;
  mono?: boolean;
  /** The server's code, shown as sent. */
  asSent?: boolean;
};

const COLUMNS: Column[] = [
  { label: 'folioNumber', value: (item) => item.folio_no, asSent: true },
  {
    label: 'type',
    value: (item, t) => t.fundType(item.fund_type) ?? '—',
    present: (item) => item.fund_type !== '',
  },
  {
    label: 'units',
    value: (item) => orDash(item.total_available_units, formatNumber),
    numeric: true,
  },
  {
    label: 'nav',
    // A NAV is quoted to four decimals, with the day it was struck.
    value: (item, t) =>
      item.nav === undefined ? (
        '—'
      ) : (
        <>
          ₹{formatNumber(item.nav)}
          {item.nav_date ? (
            <span className="block text-xs text-slate-600">
              {t.navOn(formatDate(item.nav_date))}
            </span>
          ) : null}
        </>
      ),
    present: (item) => item.nav !== undefined,
    numeric: true,
  },
  {
    label: 'marketValue',
    value: (item) => orDash(item.market_value, formatRupees),
    present: (item) => item.market_value !== undefined,
    numeric: true,
  },
  {
    label: 'ltvCap',
    value: (item) => orDash(item.ltv_percent, formatPercent),
    present: (item) => item.ltv_percent !== undefined,
    numeric: true,
  },
  { label: 'isin', value: (item) => item.isin_no, mono: true, asSent: true },
];

const keyOf = (item: PledgedItem) => `${item.folio_no}-${item.isin_no}`;

/** The pledged schemes: a table on a wide screen, cards on a phone. */
export function PledgedFunds({ items, releasing }: { items: PledgedItem[]; releasing: boolean }) {
  const t = useTexts(loanTexts);
  // While the line closes, every fund is on its way back to the customer.
  const released = releasing ? (
    <span className="mt-1 block">
      <Badge tone="yellow">{t.beingReleased}</Badge>
    </span>
  ) : null;
  const columns = COLUMNS.filter((column) => !column.present || items.some(column.present));
  return (
    <SectionCard title={t.pledgedFunds} stacked={false}>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.noFundsPledged}</p>
      ) : (
        <>
          <DataTable
            className="mt-4 hidden w-full text-left text-sm lg:table"
            headClassName="border-b border-slate-200 text-slate-600"
            bodyClassName="divide-y divide-slate-100"
            rows={items}
            rowKey={keyOf}
            rowHeader
            columns={[
              {
                label: t.scheme,
                head: 'py-2 pr-4 font-medium',
                value: (item) => (
                  <>
                    <span translate="no">{item.scheme_name}</span>
                    {released}
                  </>
                ),
                cell: 'py-3 pr-4 font-medium text-slate-900',
              },
              ...columns.map((column) => ({
                label: t[column.label],
                head: `py-2 pr-4 font-medium last:pr-0 ${column.numeric ? 'text-right' : ''}`,
                value: (item: PledgedItem) => column.value(item, t),
                cell: `py-3 pr-4 text-slate-700 last:pr-0 ${column.numeric ? 'text-right tabular-nums' : ''} ${column.mono ? 'font-mono' : ''}`,
                asSent: column.asSent,
              })),
            ]}
          />
          <ul className="mt-4 space-y-3 lg:hidden">
            {items.map((item) => (
              <li key={keyOf(item)} className="rounded-xl border border-slate-200 p-4">
                <p className="font-medium text-slate-900">
                  <span translate="no">{item.scheme_name}</span>
                  {released}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  {columns.map((column) => (
                    <div key={column.label} className="contents">
                      <dt className="text-slate-600">{t[column.label]}</dt>
                      <dd
                        translate={column.asSent ? 'no' : undefined}
                        className={`[overflow-wrap:anywhere] text-slate-900 ${column.numeric ? 'tabular-nums' : ''} ${column.mono ? 'font-mono' : ''}`}
                      >
                        {column.value(item, t)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
