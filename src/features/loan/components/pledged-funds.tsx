import type { ReactNode } from 'react';
import { cardClass } from '@/components/ui/section-card';
import { formatDate, formatNumber, formatPercent, formatRupees, orDash } from '@/lib/format';
import type { PledgedItem } from '@/session/api/loan-details';

const typeLabel: Record<string, string> = {
  EQUITY: 'Equity',
  DEBT: 'Debt',
  HYBRID: 'Hybrid',
  OTHER: 'Other',
};

type Column = {
  label: string;
  value: (item: PledgedItem) => ReactNode;
  /** Shown only when some fund has it: a column the server sends for no fund is hidden. */
  present?: (item: PledgedItem) => boolean;
  numeric?: boolean;
  mono?: boolean;
};

const COLUMNS: Column[] = [
  { label: 'Folio number', value: (item) => item.folio_no },
  {
    label: 'Type',
    value: (item) => typeLabel[item.fund_type] ?? '—',
    present: (item) => item.fund_type !== '',
  },
  {
    label: 'Units',
    value: (item) => orDash(item.total_available_units, formatNumber),
    numeric: true,
  },
  {
    label: 'NAV',
    // A NAV is quoted to four decimals, with the day it was struck.
    value: (item) =>
      item.nav === undefined ? (
        '—'
      ) : (
        <>
          ₹{formatNumber(item.nav)}
          {item.nav_date ? (
            <span className="block text-xs text-slate-600">on {formatDate(item.nav_date)}</span>
          ) : null}
        </>
      ),
    present: (item) => item.nav !== undefined,
    numeric: true,
  },
  {
    label: 'Market value',
    value: (item) => orDash(item.market_value, formatRupees),
    present: (item) => item.market_value !== undefined,
    numeric: true,
  },
  {
    label: 'LTV cap',
    value: (item) => orDash(item.ltv_percent, formatPercent),
    present: (item) => item.ltv_percent !== undefined,
    numeric: true,
  },
  { label: 'ISIN', value: (item) => item.isin_no, mono: true },
];

const keyOf = (item: PledgedItem) => `${item.folio_no}-${item.isin_no}`;

/** The pledged schemes: a table on a wide screen, cards on a phone. */
export function PledgedFunds({ items }: { items: PledgedItem[] }) {
  const columns = COLUMNS.filter((column) => !column.present || items.some(column.present));
  return (
    <section aria-labelledby="pledged-heading" className={cardClass}>
      <h2 id="pledged-heading" className="text-lg font-semibold text-slate-900">
        Pledged funds
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">No funds are pledged.</p>
      ) : (
        <>
          <table className="mt-4 hidden w-full text-left text-sm lg:table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Scheme
                </th>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`py-2 pr-4 font-medium last:pr-0 ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={keyOf(item)}>
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {item.scheme_name}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column.label}
                      className={`py-3 pr-4 text-slate-700 last:pr-0 ${column.numeric ? 'text-right tabular-nums' : ''} ${column.mono ? 'font-mono' : ''}`}
                    >
                      {column.value(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 space-y-3 lg:hidden">
            {items.map((item) => (
              <li key={keyOf(item)} className="rounded-xl border border-slate-200 p-4">
                <p className="font-medium text-slate-900">{item.scheme_name}</p>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  {columns.map((column) => (
                    <div key={column.label} className="contents">
                      <dt className="text-slate-600">{column.label}</dt>
                      <dd
                        className={`[overflow-wrap:anywhere] text-slate-900 ${column.numeric ? 'tabular-nums' : ''} ${column.mono ? 'font-mono' : ''}`}
                      >
                        {column.value(item)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
