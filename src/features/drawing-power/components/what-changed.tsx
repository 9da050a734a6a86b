import { useId, type ReactNode } from 'react';
import { formatDayMonth, formatPercent, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { HistoryEvent } from '../api/drawing-power-history';
import { drawingPowerTexts, type DrawingPowerTexts } from '../texts';

/** '+₹58,102', '-₹15,260': the drawing power's change, signed. */
export const signedRupees = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatRupees(Math.abs(amount))}`;

/** One event in words, with its signed amount (docs/product.md#drawing-power-over-time). */
function wordsOf(event: HistoryEvent, t: DrawingPowerTexts): ReactNode {
  // The fund's name is the server's: shown as sent.
  const scheme = (
    <span key="scheme" translate="no">
      {event.scheme_name || t.aFund}
    </span>
  );
  // A sign never parts from its amount at a line's end; a change of zero is words, not '₹0'.
  const amount = (
    <span key="change" className="whitespace-nowrap">
      {signedRupees(event.change)}
    </span>
  );
  const change = event.change === 0 ? t.noChange : amount;
  const priceChange = event.change === 0 ? t.noChange : t.drawingPowerBy(amount);
  const { nav_change_percent: percent, from_percent: from, to_percent: to } = event.detail;
  switch (event.kind) {
    case 'NAV_MOVE':
      return percent === undefined
        ? t.priceMoved(scheme, event.change === 0 ? undefined : event.change < 0, '', priceChange)
        : t.priceMoved(scheme, percent < 0, formatPercent(Math.abs(percent)), priceChange);
    case 'LTV_CAP_CHANGE':
      return t.capChanged(
        scheme,
        from === undefined || to === undefined ? event.change < 0 : to < from,
        from === undefined ? '' : formatPercent(from),
        to === undefined ? '' : formatPercent(to),
        change,
      );
    case 'SCHEME_REMOVED':
      return t.schemeRemoved(scheme, change);
    case 'PLEDGE':
      return t.pledged(scheme, change);
    case 'RELEASE':
      return t.released(scheme, change);
    case 'LIMIT_CHANGE':
      return t.limitChanged(change);
  }
}

/** 'What changed it': each event of the range in words, newest first. */
export function WhatChanged({ events }: { events: HistoryEvent[] }) {
  const t = useTexts(drawingPowerTexts);
  const headingId = useId();
  const newestFirst = events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => b.event.date.localeCompare(a.event.date) || b.i - a.i);
  return (
    <div>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.whatChanged}
      </h3>
      {newestFirst.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.nothingChanged}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 space-y-2 text-sm">
          {newestFirst.map(({ event, i }) => (
            <li key={i} className="text-slate-800">
              <span className="font-semibold text-slate-900">{formatDayMonth(event.date)}: </span>
              {wordsOf(event, t)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
