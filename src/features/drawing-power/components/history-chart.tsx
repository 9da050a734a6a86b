import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatDate, formatDayMonth, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { HistoryEvent } from '../api/drawing-power-history';
import {
  amountTicks,
  availableOn,
  daySlots,
  nearestSlot,
  runsOf,
  tickLabels,
  type HistoryPoint,
} from '../history-rules';
import { drawingPowerTexts } from '../texts';

const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 28;
const RIGHT = 12;
/** Room for an axis label, per character (12 px text). */
const CHAR_PX = 7;

/**
 * The lines' colours: at least 3:1 against white (docs/performance.md#drawing-power-chart says
 * why they are not the partner's colour), and told apart by more than colour: solid and dashed.
 */
export const LINE = { drawingPower: '#1d4ed8', owed: '#475569', shortfall: '#b91c1c' } as const;

type Props = { points: HistoryPoint[]; events: HistoryEvent[] };

/** Hand-written SVG (docs/decisions/0010-drawing-power-chart.md): two lines, gaps, marks, a cursor. */
export function HistoryChart({ points, events }: Props) {
  const t = useTexts(drawingPowerTexts);
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const slots = useMemo(() => daySlots(points), [points]);
  const [selected, setSelected] = useState(slots.length - 1);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    // Every browser we serve has it; a test's page (jsdom) lays nothing out.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const units = { thousand: t.thousand, lakh: t.lakh, crore: t.crore };
  const values = points.flatMap((p) => [p.drawing_power, p.principal_outstanding]);
  const ticks = amountTicks(Math.min(...values), Math.max(...values));
  const labels = tickLabels(ticks, units);
  const left = Math.max(...labels.map((l) => l.length)) * CHAR_PX + 10;
  const plotWidth = Math.max(1, width - left - RIGHT);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const step = slots.length > 1 ? plotWidth / (slots.length - 1) : 0;
  const x = (slot: number) => left + slot * step;
  const y = (amount: number) => TOP + plotHeight * (1 - (amount - low) / (high - low || 1));

  const drawn = useMemo(() => {
    const runs = runsOf(slots);
    const path = (value: (p: HistoryPoint) => number) =>
      runs
        .map(({ start, points: run }) =>
          run
            .map(
              (p, i) =>
                `${i === 0 ? 'M' : 'L'}${x(start + i).toFixed(1)} ${y(value(p)).toFixed(1)}`,
            )
            .join(''),
        )
        .join('');
    // Days in shortfall, joined into spans.
    const short: { from: number; to: number }[] = [];
    slots.forEach((p, i) => {
      if (!p || p.principal_outstanding <= p.drawing_power) return;
      const last = short.at(-1);
      if (last && last.to === i - 1) last.to = i;
      else short.push({ from: i, to: i });
    });
    const byDate = new Map(slots.flatMap((p, i) => (p ? [[p.date, i] as const] : [])));
    const marks = events.flatMap((e) => {
      const i = byDate.get(e.date);
      const p = i === undefined ? undefined : slots[i];
      return i === undefined || !p
        ? []
        : [{ key: `${e.date}-${e.kind}`, cx: x(i), cy: y(p.drawing_power) }];
    });
    return {
      drawingPower: path((p) => p.drawing_power),
      owed: path((p) => p.principal_outstanding),
      short,
      marks,
    };
    // x and y follow from the slots, the width and the ticks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, events, width, low, high, left]);

  const day = slots[selected] ?? slots.at(-1) ?? undefined;
  const first = slots[0];
  const last = slots.at(-1);

  const select = (slot: number | undefined) => {
    if (slot !== undefined) setSelected(slot);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move: Record<string, () => number | undefined> = {
      ArrowLeft: () => nearestBefore(slots, selected),
      ArrowRight: () => nearestAfter(slots, selected),
      Home: () => 0,
      End: () => slots.length - 1,
    };
    const to = move[event.key];
    if (!to) return;
    event.preventDefault();
    select(to());
  };
  const pointAt = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) select(nearestSlot(slots, clientX - rect.left - left, plotWidth));
  };

  return (
    <div className="space-y-3">
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="min-h-10 text-sm text-slate-800"
      >
        {day
          ? t.day(
              formatDate(day.date),
              formatRupees(day.drawing_power),
              formatRupees(day.principal_outstanding),
              formatRupees(availableOn(day)),
            )
          : null}
      </p>
      {/* A widget of its own keys: 'application' lets a screen reader in browse mode pass the
          arrows, Home and End to it (jsx-a11y counts no role with keys of its own as interactive). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={box}
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t.chart}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => pointAt(e.clientX)}
        onPointerMove={(e) => pointAt(e.clientX)}
        className="relative touch-pan-y rounded-lg select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        style={{ height: HEIGHT }}
      >
        {width > 0 ? (
          <svg width={width} height={HEIGHT} aria-hidden="true" className="block overflow-visible">
            {drawn.short.map((s) => (
              <g key={s.from}>
                <rect
                  x={x(s.from) - step / 2}
                  width={Math.max(2, (s.to - s.from + 1) * step)}
                  y={TOP}
                  height={plotHeight}
                  fill="#fee2e2"
                />
                <rect
                  x={x(s.from) - step / 2}
                  width={Math.max(2, (s.to - s.from + 1) * step)}
                  y={TOP + plotHeight - 4}
                  height={4}
                  fill={LINE.shortfall}
                />
              </g>
            ))}
            {ticks.map((tick, i) => (
              <g key={tick}>
                <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
                <text
                  x={left - 6}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize="12"
                  fill="#475569"
                >
                  {labels[i]}
                </text>
              </g>
            ))}
            {first && last ? (
              <g fontSize="12" fill="#475569">
                <text x={left} y={HEIGHT - 8} textAnchor="start">
                  {formatDayMonth(first.date)}
                </text>
                <text x={left + plotWidth} y={HEIGHT - 8} textAnchor="end">
                  {formatDayMonth(last.date)}
                </text>
              </g>
            ) : null}
            <path
              d={drawn.owed}
              fill="none"
              stroke={LINE.owed}
              strokeWidth="2"
              strokeDasharray="6 4"
            />
            <path d={drawn.drawingPower} fill="none" stroke={LINE.drawingPower} strokeWidth="2.5" />
            {drawn.marks.map((m) => (
              <circle
                key={m.key}
                cx={m.cx}
                cy={m.cy}
                r="5"
                fill="white"
                stroke={LINE.drawingPower}
                strokeWidth="2"
              />
            ))}
            {day ? (
              <g>
                <line
                  x1={x(selected)}
                  x2={x(selected)}
                  y1={TOP}
                  y2={TOP + plotHeight}
                  stroke="#0f172a"
                  strokeWidth="1"
                />
                <circle cx={x(selected)} cy={y(day.principal_outstanding)} r="4" fill={LINE.owed} />
                <circle
                  cx={x(selected)}
                  cy={y(day.drawing_power)}
                  r="4.5"
                  fill={LINE.drawingPower}
                />
              </g>
            ) : null}
          </svg>
        ) : null}
      </div>
      <Legend />
      {/* The keys are no help to a finger: on a touch screen the hint is only the chart's description. */}
      <p id={hintId} className="text-xs text-slate-600 pointer-coarse:sr-only">
        {t.keys}
      </p>
    </div>
  );
}

/** The nearest day before `slot` that has a point (or `slot` itself at the start). */
function nearestBefore(slots: (HistoryPoint | null)[], slot: number): number {
  for (let i = slot - 1; i >= 0; i--) if (slots[i]) return i;
  return slot;
}

function nearestAfter(slots: (HistoryPoint | null)[], slot: number): number {
  for (let i = slot + 1; i < slots.length; i++) if (slots[i]) return i;
  return slot;
}

/** What each line and mark is: a sample of it beside its name. */
function Legend() {
  const t = useTexts(drawingPowerTexts);
  const sample = (body: React.ReactNode) => (
    <svg width="28" height="12" aria-hidden="true" className="shrink-0">
      {body}
    </svg>
  );
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
      <li className="flex items-center gap-2">
        {sample(<line x1="0" x2="28" y1="6" y2="6" stroke={LINE.drawingPower} strokeWidth="2.5" />)}
        {t.drawingPower}
      </li>
      <li className="flex items-center gap-2">
        {sample(
          <line
            x1="0"
            x2="28"
            y1="6"
            y2="6"
            stroke={LINE.owed}
            strokeWidth="2"
            strokeDasharray="6 4"
          />,
        )}
        {t.owed}
      </li>
      <li className="flex items-center gap-2">
        {sample(
          <>
            <rect x="0" y="0" width="28" height="12" fill="#fee2e2" />
            <rect x="0" y="8" width="28" height="4" fill={LINE.shortfall} />
          </>,
        )}
        {t.shortfall}
      </li>
      <li className="flex items-center gap-2">
        {sample(
          <circle cx="14" cy="6" r="5" fill="white" stroke={LINE.drawingPower} strokeWidth="2" />,
        )}
        {t.change}
      </li>
    </ul>
  );
}
