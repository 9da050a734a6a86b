import { formatNumber } from '@/lib/format';
import type { PledgedItem } from '../api/loan';

const units = (value: number | undefined | null) =>
  value === undefined || value === null ? '—' : formatNumber(value);

/** The pledged schemes: a table on a wide screen, cards on a phone. */
export function PledgedFunds({ items }: { items: PledgedItem[] }) {
  return (
    <section
      aria-labelledby="pledged-heading"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="pledged-heading" className="text-lg font-semibold text-slate-900">
        Pledged funds
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">No funds are pledged.</p>
      ) : (
        <>
          <table className="mt-4 hidden w-full text-left text-sm md:table">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Scheme
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Folio number
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Units
                </th>
                <th scope="col" className="py-2 font-medium">
                  ISIN
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={`${item.folio_no}-${item.isin_no}`}>
                  <td className="py-3 pr-4 font-medium text-slate-900">{item.scheme_name}</td>
                  <td className="py-3 pr-4 text-slate-700">{item.folio_no}</td>
                  <td className="py-3 pr-4 text-right text-slate-700 tabular-nums">
                    {units(item.total_available_units)}
                  </td>
                  <td className="py-3 font-mono text-slate-700">{item.isin_no}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 space-y-3 md:hidden">
            {items.map((item) => (
              <li
                key={`${item.folio_no}-${item.isin_no}`}
                className="rounded-xl border border-slate-200 p-4"
              >
                <p className="font-medium text-slate-900">{item.scheme_name}</p>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">Folio number</dt>
                  <dd className="text-slate-900">{item.folio_no}</dd>
                  <dt className="text-slate-600">Units</dt>
                  <dd className="text-slate-900 tabular-nums">
                    {units(item.total_available_units)}
                  </dd>
                  <dt className="text-slate-600">ISIN</dt>
                  <dd className="font-mono [overflow-wrap:anywhere] text-slate-900">
                    {item.isin_no}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
