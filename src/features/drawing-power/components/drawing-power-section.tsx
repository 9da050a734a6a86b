import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PressedChoice } from '@/components/ui/pressed-choice';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayMonth, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import {
  drawingPowerHistoryQuery,
  RANGES,
  type History,
  type Range,
} from '../api/drawing-power-history';
import { sentenceFigures } from '../history-rules';
import { drawingPowerTexts } from '../texts';
import { HistoryChart } from './history-chart';
import { HistoryTable } from './history-table';
import { WhatChanged } from './what-changed';

const DEFAULT_RANGE: Range = 90;

/**
 * 'Drawing power over time' (docs/product.md#drawing-power-over-time): why the limit moved, as a
 * sentence, a chart, a table and the events in words. A 404 hides it.
 */
export function DrawingPowerSection() {
  const t = useTexts(drawingPowerTexts);
  const [days, setDays] = useState<Range>(DEFAULT_RANGE);
  const query = useQuery({ ...drawingPowerHistoryQuery(days), placeholderData: keepPreviousData });
  const history = loadable(query);
  if (history.status === 'ready' && history.data === null) return null;
  return (
    <SectionCard
      title={t.heading}
      aside={
        <PressedChoice
          label={t.range}
          look="compact"
          options={RANGES}
          value={days}
          optionLabel={t.rangeName}
          onChange={setDays}
        />
      }
    >
      {history.status === 'loading' ? (
        <Skeleton rows={4} label={t.loading} />
      ) : history.status === 'error' ? (
        <LoadError message={t.loadFailed} onRetry={history.retry} />
      ) : history.data ? (
        <div
          aria-busy={query.isPlaceholderData}
          className={query.isPlaceholderData ? 'opacity-60' : ''}
        >
          <HistoryView key={history.data.days} history={history.data} />
        </div>
      ) : null}
    </SectionCard>
  );
}

function HistoryView({ history }: { history: History }) {
  const { days } = history;
  const t = useTexts(drawingPowerTexts);
  const [table, setTable] = useState(false);
  const tableId = useId();
  const figures = sentenceFigures(history.points);
  if (!figures) return <p className="text-slate-700">{t.noHistory}</p>;
  return (
    <div className="space-y-5">
      <p className="text-slate-900">
        {figures.flat
          ? t.stayedAt(formatRupees(figures.first), days)
          : t.wentFrom(
              formatRupees(figures.first),
              formatRupees(figures.last),
              days,
              formatDayMonth(figures.lowestDate),
              formatRupees(figures.lowest),
            )}
      </p>
      <HistoryChart points={history.points} events={history.events} />
      <div className="space-y-3">
        <button
          type="button"
          aria-expanded={table}
          aria-controls={tableId}
          onClick={() => setTable((shown) => !shown)}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {table ? t.hideTable : t.showTable}
        </button>
        {table ? <HistoryTable id={tableId} points={history.points} /> : null}
      </div>
      <WhatChanged events={history.events} />
    </div>
  );
}
