import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDate, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { availableOn, type HistoryPoint } from '../history-rules';
import { drawingPowerTexts } from '../texts';

// Narrow screens get small type and padding, so all four columns fit a 390 px phone unscrolled.
const head = 'px-2 py-2 font-semibold sm:px-3';
const figure = (label: string, value: (p: HistoryPoint) => number): Column<HistoryPoint> => ({
  label,
  head: `${head} text-right`,
  value: (p) => formatRupees(value(p)),
  cell: 'px-2 py-1.5 text-right whitespace-nowrap sm:px-3',
});

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
      <DataTable
        caption={t.tableCaption}
        className="w-full text-left text-xs tabular-nums sm:text-sm"
        headClassName="sticky top-0 bg-slate-50 text-slate-700"
        bodyClassName="divide-y divide-slate-100 text-slate-900"
        rows={[...points].reverse()}
        rowKey={(p) => p.date}
        rowHeader
        columns={[
          {
            label: t.date,
            head,
            value: (p) => formatDate(p.date),
            cell: 'px-2 py-1.5 font-normal sm:px-3 sm:whitespace-nowrap',
          },
          figure(t.drawingPower, (p) => p.drawing_power),
          figure(t.owedShort, (p) => p.principal_outstanding),
          figure(t.available, availableOn),
        ]}
      />
    </div>
  );
}
