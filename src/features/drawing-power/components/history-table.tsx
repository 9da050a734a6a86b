import { formatDate, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { availableOn, type HistoryPoint } from '../history-rules';
import { drawingPowerTexts } from '../texts';

/** The chart's points as a table, newest first, for anyone who would rather read. */
export function HistoryTable({ id, points }: { id: string; points: HistoryPoint[] }) {
  const t = useTexts(drawingPowerTexts);
  return (
    // Scrolls within itself (a year is 365 rows), never the page sideways.
    <div
      id={id}
      // A box that scrolls is reached by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t.date}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t.drawingPower}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t.owedShort}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t.available}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {[...points].reverse().map((p) => (
            <tr key={p.date}>
              <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                {formatDate(p.date)}
              </th>
              <td className="px-3 py-1.5 text-right">{formatRupees(p.drawing_power)}</td>
              <td className="px-3 py-1.5 text-right">{formatRupees(p.principal_outstanding)}</td>
              <td className="px-3 py-1.5 text-right">{formatRupees(availableOn(p))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
