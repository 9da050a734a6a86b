import { describe, expect, it } from 'vitest';
import { closureQuoteOf, owedOf } from '@/mocks/books';
import {
  collateralRefusal,
  DEMO_REQUEST_MS,
  loanAnswerItems,
  openCollateralRequest,
  settleCollateralRequests,
} from '@/mocks/collateral';
import type { DemoCustomer } from '@/mocks/schema';
import { seedCustomers } from '@/mocks/seed';
import { customers } from '../support/demo';

const seeded = (phone: string): DemoCustomer => {
  const customer = seedCustomers('2026-11-25').find((c) => c.phone_no === phone);
  if (!customer) throw new Error(`No seeded customer ${phone}`);
  return structuredClone(customer);
};
/** Midday of the day the customers are seeded on. */
const SEEDED_NOON = new Date('2026-11-25T12:00:00+05:30');
const priya = () => seeded(customers.priya);
const meera = () => seeded(customers.meera);
const arjun = () => seeded(customers.arjun);

const fund = (customer: DemoCustomer, index = 0) => {
  const item = customer.loan?.pledged_portfolio_items[index];
  if (!item) throw new Error('No pledged fund');
  return item;
};

describe('the demo lender decides collateral requests', () => {
  it('seeds Arjun Shah with an active line and nothing owed, and Meera with two holdings', () => {
    const a = arjun();
    expect(`${a.first_name} ${a.last_name}`).toBe('Arjun Shah');
    expect(a.loan).toMatchObject({ credit_status: 'ACTIVE' });
    expect(owedOf(a).total).toBe(0);
    expect(closureQuoteOf(a)?.total_payable).toBe(0);
    const holdings = meera().holdings ?? [];
    expect(holdings.map((h) => h.eligible)).toEqual([true, false]);
    expect(holdings[1]?.reason).toBe('ELSS units in lock-in');
  });

  it('tells Priya how much of each fund she may release: part of it, never more than she holds', () => {
    const p = priya();
    for (const item of loanAnswerItems(p)) {
      expect(item.releasable_units).toBeGreaterThan(0);
      expect(item.releasable_units).toBeLessThanOrEqual(item.total_available_units);
    }
  });

  it.each([
    [
      'a close with money owed',
      priya,
      { kind: 'CLOSE', phone_otp: '123456' },
      409,
      'Repay ₹1,95,451.76 before closing your credit line',
    ],
    [
      'a pledge of the ELSS units',
      meera,
      {
        kind: 'PLEDGE',
        items: [{ isin_no: 'INF846K01131', folio_no: '91827364', units: 10 }],
        phone_otp: '123456',
      },
      409,
      'ELSS units in lock-in',
    ],
    [
      'a release in a shortfall',
      meera,
      {
        kind: 'RELEASE',
        items: [{ isin_no: 'INF846K01K35', folio_no: '91827364', units: 1 }],
        phone_otp: '123456',
      },
      409,
      'You can release at most 0 units of Axis Small Cap Fund - Direct Growth',
    ],
  ] as const)('refuses %s', (_, who, body, status, message) => {
    expect(collateralRefusal(who(), body, SEEDED_NOON)).toEqual({ status, message });
  });

  it('refuses units not held and a release above the maximum', () => {
    const p = priya();
    const first = fund(p);
    const held = first.total_available_units;
    const at = (units: number) => ({
      kind: 'RELEASE',
      phone_otp: '123456',
      items: [{ isin_no: first.isin_no, folio_no: first.folio_no, units }],
    });
    expect(collateralRefusal(p, at(held + 1))).toEqual({
      status: 409,
      message: `You do not have ${(held + 1).toLocaleString('en-IN', { maximumFractionDigits: 3 })} units of ${first.scheme_name} pledged`,
    });
    expect(collateralRefusal(p, at(1))).toBeUndefined();
  });

  it('completes a release after about 30 s: fewer units pledged, lower drawing power, a notification', () => {
    const p = priya();
    const first = fund(p);
    const before = { units: first.total_available_units, dp: p.loan?.drawing_power ?? 0 };
    const at = new Date('2026-11-25T06:00:00Z');
    const units = 3000;
    const made = openCollateralRequest(
      p,
      'RELEASE',
      [{ isin_no: first.isin_no, folio_no: first.folio_no, units }],
      at,
    );
    expect(made).toMatchObject({ status: 'RECEIVED', kind: 'RELEASE' });
    settleCollateralRequests(p, new Date(at.getTime() + DEMO_REQUEST_MS - 1));
    expect(p.collateral_requests?.[0]?.status).toBe('RECEIVED');
    settleCollateralRequests(p, new Date(at.getTime() + DEMO_REQUEST_MS));
    expect(p.collateral_requests?.[0]?.status).toBe('COMPLETED');
    expect(fund(p).total_available_units).toBeCloseTo(before.units - units, 3);
    expect(p.loan?.drawing_power).toBeLessThan(before.dp);
    expect(p.notifications?.at(-1)?.title).toBe('Units released');
  });

  it("cures Meera's shortfall with a pledge, and closes Arjun's line", () => {
    const m = meera();
    const at = new Date('2026-11-25T06:00:00Z');
    openCollateralRequest(
      m,
      'PLEDGE',
      [{ isin_no: 'INF200K01QX4', folio_no: '55443322', units: 1500 }],
      at,
    );
    settleCollateralRequests(m, new Date(at.getTime() + DEMO_REQUEST_MS));
    expect(owedOf(m, at).shortfall).toBe(0);
    expect(m.holdings?.find((h) => h.isin_no === 'INF200K01QX4')).toBeUndefined();

    const a = arjun();
    openCollateralRequest(a, 'CLOSE', [], at);
    settleCollateralRequests(a, new Date(at.getTime() + DEMO_REQUEST_MS));
    expect(a.loan).toMatchObject({ credit_status: 'CLOSED', pledged_portfolio_items: [] });
    expect(a.notifications?.at(-1)?.title).toBe('Credit line closed');
  });
});
