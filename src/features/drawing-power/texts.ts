import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n/texts';
import type { Range } from './api/drawing-power-history';

/**
 * 'Drawing power over time' on /loan (docs/product.md#drawing-power-over-time). The words of
 * the contract are kept word for word. Hindi in texts.hi.ts.
 */
const lastRange: Record<Range, string> = { 30: '30 days', 90: '90 days', 365: 'year' };

const en = {
  heading: 'Drawing power over time',
  range: 'Range',
  rangeName: (days: Range) => (days === 365 ? '1 year' : `${days} days`),
  wentFrom: (from: string, to: string, days: Range, lowestOn: string, lowest: string) =>
    `Your drawing power went from ${from} to ${to} in the last ${lastRange[days]}. It was lowest on ${lowestOn}: ${lowest}.`,
  stayedAt: (amount: string, days: Range) =>
    `Your drawing power stayed at ${amount} in the last ${lastRange[days]}.`,
  noHistory: 'There is no history of your drawing power yet.',
  loading: 'Loading how your drawing power changed',
  loadFailed: 'We could not load how your drawing power changed.',
  chart: 'Drawing power and amount owed, day by day',
  keys: 'Left and Right move a day; Home and End go to the first and last day.',
  day: (date: string, drawingPower: string, owed: string, available: string) =>
    `${date}: drawing power ${drawingPower}, owed ${owed}, available ${available}`,
  drawingPower: 'Drawing power',
  owed: 'Amount owed',
  shortfall: 'Shortfall',
  change: 'A change, listed below',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  tableCaption: 'Drawing power day by day',
  date: 'Date',
  owedShort: 'Owed',
  available: 'Available',
  whatChanged: 'What changed it',
  nothingChanged: 'Nothing changed it in this time.',
  thousand: 'K',
  lakh: 'L',
  crore: 'Cr',
  // What changed it: each with its signed amount.
  // A change of zero is words, never an amount ('drawing power ₹0' reads as nothing left).
  noChange: 'no change to your drawing power',
  drawingPowerBy: (change: ReactNode): ReactNode[] => ['drawing power ', change],
  priceMoved: (
    scheme: ReactNode,
    fell: boolean | undefined,
    percent: string,
    change: ReactNode,
  ): ReactNode[] => [
    scheme,
    `'s price ${fell === undefined ? 'moved' : fell ? 'fell' : 'rose'}${percent ? ` ${percent}` : ''}: `,
    change,
  ],
  capChanged: (
    scheme: ReactNode,
    lowered: boolean,
    from: string,
    to: string,
    change: ReactNode,
  ): ReactNode[] => [
    `The lender ${lowered ? 'lowered' : 'raised'} the cap on `,
    scheme,
    // A server may leave a figure out: the sentence then names none.
    from && to ? ` from ${from} to ${to}: ` : ': ',
    change,
  ],
  schemeRemoved: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'The lender no longer accepts ',
    scheme,
    ': ',
    change,
  ],
  pledged: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'You pledged units of ',
    scheme,
    ': ',
    change,
  ],
  released: (scheme: ReactNode, change: ReactNode): ReactNode[] => [
    'You released units of ',
    scheme,
    ': ',
    change,
  ],
  limitChanged: (change: ReactNode): ReactNode[] => ['Your credit limit changed: ', change],
  aFund: 'a fund',
};
export type DrawingPowerTexts = typeof en;
export const drawingPowerTexts = defineTexts(en, import.meta.glob('./texts.*.ts'));
