/**
 * The demo's drawing power history (docs/demo-backend.md#drawing-power-history): worked out when it
 * is asked for, from today and the line as it is now, so it never goes stale and its last point is
 * always today's loan details. Each fund's price drifts smoothly; a customer's story adds the days
 * something changed the drawing power (a price fall, a cap lowered, units released or pledged),
 * and what the customer pledged or released in the demo is undone on the days before it.
 */
import { addDays, daysBetween, dayOf, istDay } from '@/lib/ist';
import { balanceByDay } from './books';
import type { DemoCustomer, DemoLoan } from './schema';

type Fund = DemoLoan['pledged_portfolio_items'][number];

type StoryEvent = { day: number; isin: string } & (
  | { kind: 'NAV_MOVE'; percent: number }
  | { kind: 'RELEASE' | 'PLEDGE'; units: number }
  | { kind: 'LTV_CAP_CHANGE'; from: number; to: number }
);

/** A fund type's drift: yearly trend and a gentle wave (a share of the price). */
type Drift = { trend: number; wave: number; period: number };

type Story = { equity: Drift; debt: Drift; events: StoryEvent[] };

const PPFC = 'INF879O01027';
const HDFC_BOND = 'INF179K01XD8';
const MIRAE = 'INF769K01BI1';
const AXIS_SMALL = 'INF846K01K35';
const NIPPON_SMALL = 'INF204K01K15';

const everyday: Story = {
  equity: { trend: 0.1, wave: 0.02, period: 47 },
  debt: { trend: 0.07, wave: 0.002, period: 90 },
  events: [],
};

/**
 * Priya: the lender lowered her bond fund's cap ~70 days ago, an equity fund fell 6% ~40 days ago,
 * she released units ~20 days ago, and pledged more of her bond fund ~12 days ago, which took her
 * drawing power back to her limit.
 */
const priya: Story = {
  ...everyday,
  events: [
    { day: -70, isin: HDFC_BOND, kind: 'LTV_CAP_CHANGE', from: 90, to: 80 },
    { day: -40, isin: PPFC, kind: 'NAV_MOVE', percent: -6 },
    { day: -20, isin: MIRAE, kind: 'RELEASE', units: 600 },
    { day: -12, isin: HDFC_BOND, kind: 'PLEDGE', units: 6000 },
  ],
};

/** Meera: at her limit for months, then her small-cap funds fell day after day. */
const meera: Story = {
  equity: { trend: -0.03, wave: 0, period: 61 },
  debt: everyday.debt,
  events: [
    { day: -10, isin: AXIS_SMALL, kind: 'NAV_MOVE', percent: -9 },
    { day: -8, isin: NIPPON_SMALL, kind: 'NAV_MOVE', percent: -9.5 },
    { day: -6, isin: AXIS_SMALL, kind: 'NAV_MOVE', percent: -7.5 },
    { day: -4, isin: NIPPON_SMALL, kind: 'NAV_MOVE', percent: -7 },
    { day: -3, isin: AXIS_SMALL, kind: 'NAV_MOVE', percent: -6 },
    { day: -1, isin: AXIS_SMALL, kind: 'NAV_MOVE', percent: -4 },
  ],
};

const stories: Record<string, Story> = {
  'cust-priya': priya,
  // Venkata's line is a copy of Priya's (the layout checks' long names).
  'cust-venkata': priya,
  'cust-meera': meera,
};

/** A fund's price on `day` (days from today, <= 0) over today's, from its drift alone. */
function drift(fund: Fund, story: Story, day: number): number {
  const d = fund.fund_type === 'DEBT' ? story.debt : story.equity;
  const at = (t: number) =>
    Math.exp((d.trend * t) / 365 + d.wave * Math.sin((2 * Math.PI * t) / d.period));
  return at(day) / at(0);
}

/**
 * Each fund's units, price and cap on `day`: today's, with every event after that day undone
 * (and `undone`, an event of that very day, too).
 */
function lendingOn(loan: DemoLoan, story: Story, day: number, undone?: StoryEvent) {
  let pledged = 0;
  let lendable = 0;
  for (const fund of loan.pledged_portfolio_items) {
    let units = fund.total_available_units;
    let nav = (fund.nav ?? 0) * drift(fund, story, day);
    let cap = fund.ltv_percent ?? loan.max_ltv_percent ?? 50;
    // Undone newest first, so a cap is the one before the earliest change after `day`.
    const later = story.events
      .filter((e) => e.isin === fund.isin_no && (e.day > day || e === undone))
      .sort((a, b) => b.day - a.day);
    for (const e of later) {
      if (e.kind === 'NAV_MOVE') nav /= 1 + e.percent / 100;
      else if (e.kind === 'RELEASE') units += e.units;
      else if (e.kind === 'PLEDGE') units -= e.units;
      else if (e.kind === 'LTV_CAP_CHANGE') cap = e.from;
    }
    pledged += units * nav;
    lendable += (units * nav * cap) / 100;
  }
  return {
    pledged: Math.round(pledged),
    drawingPower: Math.round(Math.min(loan.total_credit_amount, lendable)),
  };
}

/**
 * The story with what the customer did through the demo added on the day it completed: a pledge
 * or release is undone on the days before it, so the past never changes with today's units.
 */
function withRecorded(story: Story, customer: DemoCustomer, today: string): Story {
  const recorded = (customer.collateral_requests ?? []).flatMap((r) => {
    const day = r.completed_at ? dayOf(r.completed_at) : undefined;
    if (r.status !== 'COMPLETED' || r.kind === 'CLOSE' || !day) return [];
    const kind = r.kind;
    return r.items.map((i) => ({
      day: daysBetween(today, day) ?? 0,
      isin: i.isin_no,
      kind,
      units: i.units,
    }));
  });
  return { ...story, events: [...story.events, ...recorded] };
}

function detailOf(e: StoryEvent): { detail?: Record<string, number> } {
  if (e.kind === 'NAV_MOVE') return { detail: { nav_change_percent: e.percent } };
  if (e.kind === 'LTV_CAP_CHANGE') return { detail: { from_percent: e.from, to_percent: e.to } };
  return {};
}

export type DemoHistory = {
  points: {
    date: string;
    drawing_power: number;
    principal_outstanding: number;
    pledged_value: number;
  }[];
  events: {
    date: string;
    kind: StoryEvent['kind'];
    change: number;
    scheme_name?: string;
    detail?: Record<string, number>;
  }[];
};

/** The last `days` days of `customer`'s line, ending today (India). */
export function drawingPowerHistory(customer: DemoCustomer, now: Date, days: number): DemoHistory {
  const loan = customer.loan;
  if (!loan) return { points: [], events: [] };
  const today = istDay(now);
  const story = withRecorded(stories[customer.id] ?? everyday, customer, today);
  // What was owed each day is the ledger's balance (./books.ts), as /loan's is today.
  const owedOn = balanceByDay(customer, now);
  const points = Array.from({ length: days }, (_, i) => {
    const day = i - days + 1;
    const { pledged, drawingPower } = lendingOn(loan, story, day);
    return {
      date: addDays(today, day),
      drawing_power: drawingPower,
      principal_outstanding: owedOn(addDays(today, day)),
      pledged_value: pledged,
    };
  });
  // The last point is the loan as the details say it is now.
  points[days - 1] = {
    date: today,
    drawing_power: loan.drawing_power ?? loan.total_credit_amount,
    principal_outstanding: owedOn(today),
    pledged_value: loan.pledged_portfolio_amount,
  };
  // A line had no drawing power before it opened: those days are left out, never drawn.
  const opened = points.filter((p) => !loan.opened_on || p.date >= loan.opened_on);
  const funds = new Map(loan.pledged_portfolio_items.map((f) => [f.isin_no, f.scheme_name]));
  const events = story.events
    .filter((e) => e.day > -days && funds.has(e.isin))
    .map((e) => ({
      date: addDays(today, e.day),
      kind: e.kind,
      change:
        lendingOn(loan, story, e.day).drawingPower - lendingOn(loan, story, e.day, e).drawingPower,
      scheme_name: funds.get(e.isin),
      ...detailOf(e),
    }));
  return { points: opened, events };
}
