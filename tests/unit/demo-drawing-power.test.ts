import { describe, expect, it } from 'vitest';
import { drawingPowerHistory } from '@/mocks/drawing-power-history';
import { seedCustomers } from '@/mocks/seed';
import { addDays } from '@/lib/ist';
import { owedOf } from '@/mocks/books';
import { ledgerOf } from '@/mocks/ledger';
import { DEMO_REQUEST_MS, settleCollateralRequests } from '@/mocks/collateral';

const TODAY = '2026-11-24';
/** Midday on TODAY in India. */
const NOW = new Date(`${TODAY}T12:00:00+05:30`);
const seeded = Object.fromEntries(seedCustomers(TODAY).map((c) => [c.first_name, c]));
function customer(name: string) {
  const found = seeded[name];
  if (!found?.loan) throw new Error(`${name} has no line`);
  return { ...found, loan: found.loan };
}
const history = (name: string, days: 30 | 90 | 365) =>
  drawingPowerHistory(customer(name), NOW, days);
/** The one event of `kind`. */
function eventOf(events: ReturnType<typeof history>['events'], kind: string) {
  const found = events.find((e) => e.kind === kind);
  if (!found) throw new Error(`no ${kind}`);
  return found;
}

describe("the demo's drawing power history", () => {
  it.each(['Priya', 'Meera', 'Arjun'])(
    "%s: a point a day for each range from the day the line opened, ending at today's loan details",
    (name) => {
      const { loan } = customer(name);
      for (const days of [30, 90, 365] as const) {
        const { points } = history(name, days);
        // None before the line opened (Meera's, 75 days ago): it had no drawing power then.
        const opened = loan.opened_on ?? addDays(TODAY, -days);
        expect(points.map((p) => p.date)).toEqual(
          Array.from({ length: days }, (_, i) => addDays(TODAY, i - days + 1)).filter(
            (day) => day >= opened,
          ),
        );
        expect(points.at(-1)).toEqual({
          date: TODAY,
          drawing_power: loan.drawing_power,
          principal_outstanding: owedOf(customer(name), NOW).total,
          pledged_value: loan.pledged_portfolio_amount,
        });
        for (const p of points) {
          expect(p.drawing_power).toBeGreaterThan(0);
          expect(p.drawing_power).toBeLessThanOrEqual(loan.total_credit_amount);
          expect(p.pledged_value).toBeGreaterThan(p.drawing_power);
        }
      }
    },
  );

  it('Priya: a cap lowered ~70 days ago, a 6% fall ~40 days ago, a release ~20 days ago', () => {
    const { events, points } = history('Priya', 90);
    const at = (kind: string) => eventOf(events, kind);
    expect(at('LTV_CAP_CHANGE')).toMatchObject({
      date: addDays(TODAY, -70),
      scheme_name: 'HDFC Corporate Bond Fund - Direct Growth',
      detail: { from_percent: 90, to_percent: 80 },
    });
    expect(at('NAV_MOVE')).toMatchObject({
      date: addDays(TODAY, -40),
      scheme_name: 'Parag Parikh Flexi Cap Fund - Direct Growth',
      detail: { nav_change_percent: -6 },
    });
    expect(at('RELEASE')).toMatchObject({
      date: addDays(TODAY, -20),
      scheme_name: 'Mirae Asset Large Cap Fund - Direct Growth',
    });
    for (const kind of ['LTV_CAP_CHANGE', 'NAV_MOVE', 'RELEASE']) {
      expect(at(kind).change).toBeLessThan(0);
    }
    // Her pledge of more units brought it back to the limit.
    expect(at('PLEDGE').change).toBeGreaterThan(0);
    // Each event's change is what the drawing power did that day, less the day's drift.
    for (const e of events) {
      const i = points.findIndex((p) => p.date === e.date);
      const moved = (points[i]?.drawing_power ?? 0) - (points[i - 1]?.drawing_power ?? 0);
      expect(Math.abs(moved - e.change)).toBeLessThan(Math.abs(e.change) * 0.1 + 500);
    }
    // Only the events of the range.
    expect(history('Priya', 30).events.map((e) => e.kind)).toEqual(['RELEASE', 'PLEDGE']);
  });

  it('Meera slides into her shortfall over the last 10 days, price falls each time', () => {
    const { points, events } = history('Meera', 365);
    const short = points.flatMap((p, i) =>
      p.principal_outstanding > p.drawing_power ? [i - points.length + 1] : [],
    );
    expect(short).toEqual([-10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0]);
    expect(events.length).toBeGreaterThan(2);
    for (const e of events) {
      expect(e.kind).toBe('NAV_MOVE');
      expect(e.change).toBeLessThan(0);
      expect(e.date >= addDays(TODAY, -10)).toBe(true);
    }
  });

  it('Arjun: flat, owing nothing, nothing changed it', () => {
    const { points, events } = history('Arjun', 365);
    expect(new Set(points.map((p) => p.drawing_power))).toEqual(new Set([500_000]));
    expect(new Set(points.map((p) => p.principal_outstanding))).toEqual(new Set([0]));
    expect(events).toEqual([]);
  });

  it("what is owed each day is the balance of Priya's ledger at that day's end, as her statement has it", () => {
    const { points } = history('Priya', 365);
    const ledger = ledgerOf(customer('Priya'), NOW);
    for (const point of points) {
      const last = ledger.filter((e) => e.posted_at.slice(0, 10) <= point.date).at(-1);
      expect(point.principal_outstanding).toBe(last?.balance ?? 0);
    }
    expect(
      points.find((p) => p.date === addDays(TODAY, -174))?.principal_outstanding,
    ).toBeGreaterThan(145_000);
    expect(points.at(-1)?.principal_outstanding).toBe(owedOf(customer('Priya'), NOW).total);
  });
});

describe("the demo's drawing power history is recorded as it happens", () => {
  /** Meera's line after `kind` of `units` of her first holding or fund completed today. */
  function afterToday(kind: 'PLEDGE' | 'RELEASE', name = 'Meera') {
    const c = structuredClone(customer(name));
    const source = kind === 'PLEDGE' ? c.holdings?.[0] : c.loan.pledged_portfolio_items[0];
    if (!source) throw new Error(`${name} has nothing to ${kind}`);
    const units = kind === 'PLEDGE' ? (c.holdings?.[0]?.units ?? 0) : 100;
    const morning = new Date(`${TODAY}T10:00:00+05:30`);
    c.collateral_requests = [
      {
        id: 'req-today',
        kind,
        status: 'RECEIVED',
        items: [
          {
            isin_no: source.isin_no,
            folio_no: source.folio_no,
            units,
            scheme_name: source.scheme_name,
          },
        ],
        created_at: morning.toISOString(),
        due_at: morning.toISOString(),
      },
    ];
    settleCollateralRequests(c, new Date(morning.getTime() + DEMO_REQUEST_MS));
    return drawingPowerHistory(c, NOW, 30);
  }

  it.each([
    ['Meera', 'PLEDGE'],
    ['Priya', 'RELEASE'],
  ] as const)(
    '%s: a %s today leaves every past day and reason as it was, and is listed',
    (name, kind) => {
      const before = history(name, 30);
      const after = afterToday(kind, name);
      expect(after.points.slice(0, -1)).toEqual(before.points.slice(0, -1));
      expect(after.events.filter((e) => e.date < TODAY)).toEqual(before.events);
      const today = eventOf(
        after.events.filter((e) => e.date === TODAY),
        kind,
      );
      // Meera's pledge lifts her out of her shortfall; Priya at her limit may lose none.
      const signs = kind === 'PLEDGE' ? [1] : [0, -1];
      expect(signs).toContain(Math.sign(today.change));
      const now = (h: typeof after) => h.points.at(-1)?.drawing_power ?? 0;
      expect(signs).toContain(Math.sign(now(after) - now(before)));
    },
  );
});
