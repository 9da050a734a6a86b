import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoanDetails, PledgedItem } from '@/loan/api/loan-details';
import { loanDetails, pledgedItem } from '../support/builders';
import {
  cureWords,
  drawingPowerOf,
  keyOf,
  lendableValue,
  parseUnits,
  pledgedPositions,
  previewChange,
  releasableIsEstimate,
  releasableUnits,
  releaseRefusal,
  selectionsOf,
  shortfallCure,
  type Cure,
  type Position,
  type Selection,
} from '@/features/collateral/collateral-change-rules';

const item = (fields: Partial<PledgedItem>): PledgedItem =>
  pledgedItem({
    scheme_name: 'Fund',
    folio_no: 'F1',
    total_available_units: 100,
    isin_no: 'INF000000001',
    fund_type: 'EQUITY',
    nav: 100,
    ltv_percent: 50,
    ...fields,
  });

/** Two funds worth ₹1,00,000 and ₹2,00,000 at 50% and 80%: ₹2,10,000 of lendable value. */
const loan = (fields: Partial<LoanDetails> = {}): LoanDetails =>
  loanDetails({
    total_credit_amount: 500_000,
    available_credit_amount: 60_000,
    principal_outstanding_amount: 150_000,
    current_applicable_interest_rate: 10.5,
    pledged_portfolio_amount: 300_000,
    pledged_portfolio_items: [
      item({
        scheme_name: 'Equity Fund',
        isin_no: 'INE1',
        folio_no: 'E1',
        total_available_units: 1000,
        nav: 100,
        ltv_percent: 50,
      }),
      item({
        scheme_name: 'Debt Fund',
        isin_no: 'IND1',
        folio_no: 'D1',
        total_available_units: 2000,
        nav: 100,
        ltv_percent: 80,
      }),
    ],
    drawing_power: 210_000,
    max_ltv_percent: 50,
    shortfall_due_date: '2026-11-30',
    ...fields,
  });

const position = (units: number, nav?: number, ltv?: number): Position => ({
  isin_no: 'X',
  folio_no: 'X',
  scheme_name: 'X',
  units,
  nav,
  ltv_percent: ltv,
});

describe('lendable value', () => {
  it.each([
    ['its own cap', position(100, 80, 45), 45, 3600],
    ["the portfolio's cap when it has none", position(100, 80), 40, 3200],
    ['50% when neither says', position(100, 80), undefined, 4000],
    ['nothing without a NAV', position(100), 50, 0],
    ['nothing for no units', position(0, 80, 45), 50, 0],
  ] as const)('uses %s', (_, fund, portfolioCap, value) => {
    expect(lendableValue(fund, portfolioCap)).toBeCloseTo(value, 6);
  });
});

describe('drawing power after a change', () => {
  it('is the sum over what stays pledged, at most the limit', () => {
    const funds = pledgedPositions(loan());
    expect(drawingPowerOf(funds, loan())).toBe(210_000);
    expect(drawingPowerOf(funds, loan({ total_credit_amount: 200_000 }))).toBe(200_000);
  });

  it('reads pledged_units before total_available_units', () => {
    const l = loan({
      pledged_portfolio_items: [item({ total_available_units: 1000, pledged_units: 400 })],
    });
    expect(pledgedPositions(l)[0]?.units).toBe(400);
  });

  it('previews a release: now -> after, in the health panel’s words', () => {
    const release: Selection[] = [{ isin_no: 'IND1', folio_no: 'D1', units: 500 }];
    const { now, after } = previewChange(loan(), 'RELEASE', release);
    expect(now).toMatchObject({
      drawingPower: 210_000,
      available: 60_000,
      ltv: 50,
      health: 'Healthy',
    });
    // ₹50,000 of a debt fund at 80% takes ₹40,000 of drawing power.
    expect(after).toMatchObject({
      drawingPower: 170_000,
      available: 20_000,
      ltv: 60,
      health: 'Close to your limit',
    });
  });

  it('tells apart two funds held in one folio by their ISIN', () => {
    const oneFolio = loan();
    oneFolio.pledged_portfolio_items = oneFolio.pledged_portfolio_items.map((fund) => ({
      ...fund,
      folio_no: 'F1',
    }));
    const release: Selection[] = [{ isin_no: 'IND1', folio_no: 'F1', units: 500 }];
    expect(previewChange(oneFolio, 'RELEASE', release).after).toMatchObject({
      drawingPower: 170_000,
    });
  });

  it('previews a pledge of a holding', () => {
    const pledge: Selection[] = [{ isin_no: 'NEW', folio_no: 'N1', units: 100 }];
    const holding = position(100, 500, 40);
    const { after } = previewChange(loan(), 'PLEDGE', pledge, [
      { ...holding, isin_no: 'NEW', folio_no: 'N1' },
    ]);
    // ₹50,000 more pledged against the same ₹1,50,000 owed.
    expect(after).toMatchObject({
      drawingPower: 230_000,
      available: 80_000,
      ltv: 42.9,
      health: 'Healthy',
    });
  });

  it('shows what is available now as the server sends it, else drawing power less what is owed', () => {
    // The lender may hold part of the room back (interest due): its figure stands.
    expect(
      previewChange(loan({ available_credit_amount: 45_000 }), 'RELEASE', []).now,
    ).toMatchObject({ available: 45_000 });
    const notSent = (fields: Partial<LoanDetails>) =>
      previewChange(loan({ available_credit_amount: undefined, ...fields }), 'RELEASE', []).now
        .available;
    expect(notSent({})).toBe(60_000);
    // Never below 0 in a shortfall; unknown when what is owed or the drawing power is.
    expect(notSent({ principal_outstanding_amount: 250_000 })).toBe(0);
    expect(notSent({ principal_outstanding_amount: undefined })).toBeUndefined();
    expect(notSent({ drawing_power: undefined, total_credit_amount: undefined })).toBeUndefined();
  });

  it('describes no after for more units than a fund has, or for a fund that is not there', () => {
    const within = { isin_no: 'INE1', folio_no: 'E1', units: 10 };
    const cases: Selection[][] = [
      [{ isin_no: 'IND1', folio_no: 'D1', units: 2000.001 }],
      [within, { isin_no: 'IND1', folio_no: 'D1', units: 2001 }],
      [{ isin_no: 'IND1', folio_no: 'OTHER', units: 1 }],
    ];
    for (const selections of cases) {
      const { now, after } = previewChange(loan(), 'RELEASE', selections);
      expect(after).toBeUndefined();
      expect(now).toMatchObject({ drawingPower: 210_000, available: 60_000 });
    }
    const holding = { ...position(100, 500, 40), isin_no: 'NEW', folio_no: 'N1' };
    expect(
      previewChange(loan(), 'PLEDGE', [{ isin_no: 'NEW', folio_no: 'N1', units: 100.5 }], [holding])
        .after,
    ).toBeUndefined();
    // All of a fund is not more than it has.
    expect(
      previewChange(loan(), 'RELEASE', [{ isin_no: 'IND1', folio_no: 'D1', units: 2000 }]).after,
    ).toMatchObject({ drawingPower: 50_000 });
  });
});

describe('releasable units', () => {
  it('is the most whose removal keeps drawing power at or above what is owed, rounded down', () => {
    // ₹60,000 of room; the equity fund gives ₹50 a unit.
    expect(releasableUnits(loan(), 'INE1', 'E1')).toBe(1000);
    // The debt fund gives ₹80 a unit: 750 units.
    expect(releasableUnits(loan(), 'IND1', 'D1')).toBe(750);
    // ₹60,000 / ₹80 x 3 = 250 units... when the NAV makes it a fraction, down to 3 decimals.
    const odd = loan({
      pledged_portfolio_items: [
        item({
          isin_no: 'A',
          folio_no: 'A',
          total_available_units: 1000,
          nav: 3,
          ltv_percent: 100,
        }),
      ],
      principal_outstanding_amount: 2000,
      drawing_power: 3000,
    });
    expect(releasableUnits(odd, 'A', 'A')).toBe(333.333);
  });

  it('counts the other funds chosen for release', () => {
    const others: Selection[] = [{ isin_no: 'INE1', folio_no: 'E1', units: 1000 }];
    // ₹50,000 of the ₹60,000 room is gone: ₹10,000 / ₹80 = 125 units.
    expect(releasableUnits(loan(), 'IND1', 'D1', others)).toBe(125);
  });

  it('is 0 in a shortfall', () => {
    expect(releasableUnits(loan({ principal_outstanding_amount: 250_000 }), 'IND1', 'D1')).toBe(0);
  });

  it('is 0 in a shortfall the server reports, whatever the funds look worth here', () => {
    // The lender values the funds itself: its shortfall stands though these NAVs leave room.
    expect(releasableUnits(loan({ shortfall_amount: 5_000 }), 'IND1', 'D1')).toBe(0);
  });

  it('is 0 of a fund that is not pledged', () => {
    expect(releasableUnits(loan(), 'IND1', 'OTHER')).toBe(0);
  });

  it('is all of a fund the lender lends nothing on, even when the line owes all it may', () => {
    // No NAV: the fund adds nothing to the drawing power, so releasing it takes nothing away.
    const full = loan({
      pledged_portfolio_items: [
        loan().pledged_portfolio_items[0] as PledgedItem,
        item({ isin_no: 'NONAV', folio_no: 'N1', total_available_units: 300, nav: undefined }),
      ],
      drawing_power: 50_000,
      principal_outstanding_amount: 50_000,
    });
    expect(releasableUnits(full, 'NONAV', 'N1')).toBe(300);
    expect(releasableUnits(full, 'INE1', 'E1')).toBe(0);
  });

  it('is worked out for a fund whose units lend less than a rupee each', () => {
    // ₹1 of NAV at 50%: 50 paise a unit, so ₹100 of room is 200 units.
    const cheap = loan({
      pledged_portfolio_items: [
        item({ isin_no: 'C', folio_no: 'C', total_available_units: 1000, nav: 1, ltv_percent: 50 }),
      ],
      drawing_power: 500,
      principal_outstanding_amount: 400,
    });
    expect(releasableUnits(cheap, 'C', 'C')).toBe(200);
  });

  it('never lets a release show a shortfall when floating point puts the sum a hair below what is owed', () => {
    // Releasing 1,564.336 units leaves 925 at ₹103.85 x 80%: ₹76,849 + ₹50,000 = ₹1,26,849, just
    // what is owed, but the sum comes out at ₹1,26,848.99999999999; a thousandth less is released.
    const hair = loan({
      pledged_portfolio_items: [
        loan().pledged_portfolio_items[0] as PledgedItem,
        item({
          scheme_name: 'Debt Fund',
          isin_no: 'IND1',
          folio_no: 'D1',
          total_available_units: 2489.336,
          nav: 103.85,
          ltv_percent: 80,
        }),
      ],
      principal_outstanding_amount: 126_849,
    });
    const max = releasableUnits(hair, 'IND1', 'D1');
    expect(max).toBe(1564.335);
    const release = (units: number) => [{ isin_no: 'IND1', folio_no: 'D1', units }];
    expect(previewChange(hair, 'RELEASE', release(max)).after).toMatchObject({
      shortfall: 0,
      health: 'Close to your limit',
    });
    expect(releaseRefusal(hair, release(1564.336))).toBe(
      'You can release at most 1,564.335 units of Debt Fund',
    );
  });

  it('works the maximum out at once for a holding of lakhs of units, beside other funds chosen', () => {
    // 10 lakh units of a liquid fund at ₹12 x 80%: ₹96,00,000 of drawing power, ₹50,00,000 owed.
    // With the equity fund's ₹50,000 released too, ₹46,00,000 of room at ₹9.60 a unit.
    const large = loan({
      total_credit_amount: 10_000_000,
      pledged_portfolio_items: [
        loan().pledged_portfolio_items[0] as PledgedItem,
        item({
          scheme_name: 'Liquid Fund',
          isin_no: 'INL1',
          folio_no: 'L1',
          total_available_units: 1_000_000,
          nav: 12,
          ltv_percent: 80,
        }),
      ],
      drawing_power: 9_650_000,
      principal_outstanding_amount: 5_000_000,
    });
    const others: Selection[] = [{ isin_no: 'INE1', folio_no: 'E1', units: 1000 }];
    expect(releasableUnits(large, 'INL1', 'L1', others)).toBe(479_166.666);
  });

  it("is the server's when it sends one, unless the other funds chosen leave less", () => {
    const l = loan({
      pledged_portfolio_items: [
        item({
          isin_no: 'INE1',
          folio_no: 'E1',
          total_available_units: 1000,
          nav: 100,
          ltv_percent: 50,
          releasable_units: 10,
        }),
        item({
          isin_no: 'IND1',
          folio_no: 'D1',
          total_available_units: 2000,
          nav: 100,
          ltv_percent: 80,
        }),
      ],
    });
    expect(releasableUnits(l, 'INE1', 'E1')).toBe(10);
  });

  it("is the portal's estimate, said to be one, when the server sends no maximum", () => {
    expect(releasableIsEstimate(loan())).toBe(true);
    const sent = loan({
      pledged_portfolio_items: loan().pledged_portfolio_items.map((i) => ({
        ...i,
        releasable_units: 1,
      })),
    });
    expect(releasableIsEstimate(sent)).toBe(false);
    // One fund without the server's figure is enough to call the portal's an estimate.
    const some = loan({
      pledged_portfolio_items: loan().pledged_portfolio_items.map((i, index) => ({
        ...i,
        releasable_units: index === 0 ? 1 : undefined,
      })),
    });
    expect(releasableIsEstimate(some)).toBe(true);
  });

  it('stops a release above the maximum with the exact message', () => {
    const names = loan();
    expect(releaseRefusal(names, [{ isin_no: 'IND1', folio_no: 'D1', units: 750.001 }])).toBe(
      'You can release at most 750 units of Debt Fund',
    );
    expect(
      releaseRefusal(names, [{ isin_no: 'IND1', folio_no: 'D1', units: 750 }]),
    ).toBeUndefined();
  });

  it('names a fund that is not pledged by its ISIN when it stops its release', () => {
    expect(releaseRefusal(loan(), [{ isin_no: 'INF999', folio_no: 'Z1', units: 1 }])).toBe(
      'You can release at most 0 units of INF999',
    );
  });
});

describe('how much of a shortfall a pledge cures', () => {
  // Meera: ₹1,80,000 of drawing power against ₹2,22,500 owed.
  const meera = loan({
    total_credit_amount: 225_000,
    principal_outstanding_amount: 222_500,
    drawing_power: 180_000,
    pledged_portfolio_items: [
      item({ isin_no: 'M', folio_no: 'M', total_available_units: 4000, nav: 100, ltv_percent: 45 }),
    ],
    shortfall_due_date: '2026-11-30',
  });
  const holding = { ...position(1500, 85, 45), isin_no: 'H', folio_no: 'H' };

  it.each([
    [1500, { cured: 42_500, shortfall: 42_500, remaining: 0 }],
    [500, { cured: 19_125, shortfall: 42_500, remaining: 23_375 }],
    [0, { cured: 0, shortfall: 42_500, remaining: 42_500 }],
  ])('pledging %d units', (units, cure) => {
    expect(shortfallCure(meera, [{ isin_no: 'H', folio_no: 'H', units }], [holding])).toEqual({
      ...cure,
      dueDate: '2026-11-30',
    });
  });

  it.each([
    [
      { cured: 42_500, shortfall: 42_500, remaining: 0, dueDate: '2026-11-30' },
      'Cures ₹42,500 of ₹42,500',
    ],
    [
      { cured: 12_000, shortfall: 42_500, remaining: 30_500, dueDate: '2026-11-30' },
      'Cures ₹12,000 of ₹42,500: ₹30,500 still due by 30 Nov 2026',
    ],
  ])('words a cure as %j', (cure, words) => {
    expect(cureWords(cure)).toBe(words);
  });

  it('works out no cure for more units than the holding has', () => {
    expect(
      shortfallCure(meera, [{ isin_no: 'H', folio_no: 'H', units: 1500.001 }], [holding]),
    ).toBeUndefined();
  });

  it('gives no date by which the rest is due when the server sends none', () => {
    const cure = shortfallCure(
      { ...meera, shortfall_due_date: '' },
      [{ isin_no: 'H', folio_no: 'H', units: 500 }],
      [holding],
    );
    expect(cure).toEqual({ cured: 19_125, shortfall: 42_500, remaining: 23_375, dueDate: '' });
    expect(cureWords(cure as Cure)).toBe('Cures ₹19,125 of ₹42,500: ₹23,375 still due');
  });

  it('says nothing without a shortfall', () => {
    expect(
      shortfallCure(loan(), [{ isin_no: 'H', folio_no: 'H', units: 1 }], [holding]),
    ).toBeUndefined();
  });
});

describe('units as people type them', () => {
  it.each([
    ['120', 120],
    ['5,120.347', 5120.347],
    ['1,20,000.5', 120_000.5],
    [' 12.5 ', 12.5],
    ['1.2345', undefined],
    ['-3', undefined],
    ['abc', undefined],
    ['', undefined],
    ['12,34', undefined],
  ] as const)('%j is %s', (input, units) => {
    expect(parseUnits(input)).toBe(units);
  });
});

/** A loan of one to four funds, some owed. */
const arbitraryLoan = fc
  .record({
    funds: fc.array(
      fc.record({
        units: fc.integer({ min: 1, max: 5_000_000 }).map((n) => n / 1000),
        nav: fc.integer({ min: 100, max: 100_000 }).map((n) => n / 100),
        ltv: fc.constantFrom(40, 45, 50, 75, 80),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    limit: fc.integer({ min: 10_000, max: 5_000_000 }),
    owedShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
  })
  .map(({ funds, limit, owedShare }) => {
    const items = funds.map((f, i) =>
      item({
        isin_no: `I${i}`,
        folio_no: `F${i}`,
        total_available_units: f.units,
        nav: f.nav,
        ltv_percent: f.ltv,
      }),
    );
    const base = loan({
      pledged_portfolio_items: items,
      total_credit_amount: limit,
      drawing_power: undefined,
    });
    const dp = drawingPowerOf(pledgedPositions(base), base);
    const owed = Math.round(dp * owedShare * 100) / 100;
    return loan({
      ...base,
      drawing_power: dp,
      principal_outstanding_amount: owed,
      available_credit_amount: Math.max(0, dp - owed),
      shortfall_amount: undefined,
    });
  });

describe('what a form’s unit fields choose', () => {
  const first = { isin_no: 'INF000000001', folio_no: 'F1' };
  const sameIsinOtherFolio = { isin_no: 'INF000000001', folio_no: 'F2' };
  const zero = { isin_no: 'INF000000002', folio_no: 'F1' };
  const wrong = { isin_no: 'INF000000003', folio_no: 'F1' };
  const untouched = { isin_no: 'INF000000004', folio_no: 'F1' };
  const funds = [first, sameIsinOtherFolio, zero, wrong, untouched];

  it('chooses the funds with units above 0, each by its own folio, and says which field holds no units', () => {
    const { selections, errors } = selectionsOf(funds, {
      [keyOf(first)]: ' 1,250.5 ',
      [keyOf(sameIsinOtherFolio)]: '3',
      [keyOf(zero)]: '0',
      [keyOf(wrong)]: 'twelve',
      [keyOf(untouched)]: '   ',
    });
    expect(selections).toEqual([
      { isin_no: 'INF000000001', folio_no: 'F1', units: 1250.5 },
      { isin_no: 'INF000000001', folio_no: 'F2', units: 3 },
    ]);
    expect(errors).toEqual({ 'INF000000003|F1': 'Enter units like 120 or 1,250.5' });
  });

  it('chooses nothing, and says nothing, when no field is filled in', () => {
    expect(selectionsOf(funds, {})).toEqual({ selections: [], errors: {} });
  });
});

describe('properties', () => {
  it('a release never raises drawing power; a pledge never lowers it', () => {
    fc.assert(
      fc.property(arbitraryLoan, fc.double({ min: 0, max: 1, noNaN: true }), (l, share) => {
        const first = l.pledged_portfolio_items[0];
        if (!first) return;
        const units = Math.floor((first.total_available_units ?? 0) * share * 1000) / 1000;
        const selection = [{ isin_no: first.isin_no, folio_no: first.folio_no, units }];
        const dpNow = drawingPowerOf(pledgedPositions(l), l);
        expect(previewChange(l, 'RELEASE', selection).after?.drawingPower).toBeLessThanOrEqual(
          dpNow,
        );
        const holding = {
          ...position(units, first.nav, first.ltv_percent),
          isin_no: 'H',
          folio_no: 'H',
        };
        const pledge = [{ isin_no: 'H', folio_no: 'H', units }];
        expect(
          previewChange(l, 'PLEDGE', pledge, [holding]).after?.drawingPower,
        ).toBeGreaterThanOrEqual(dpNow);
      }),
    );
  });

  it('releasing the computed maximum never leaves a shortfall, and 0.001 more is refused', () => {
    fc.assert(
      fc.property(arbitraryLoan, fc.nat(3), (l, pick) => {
        const fund = l.pledged_portfolio_items[pick % l.pledged_portfolio_items.length];
        if (!fund) return;
        const max = releasableUnits(l, fund.isin_no, fund.folio_no);
        const at = (units: number) => [{ isin_no: fund.isin_no, folio_no: fund.folio_no, units }];
        const owed = l.principal_outstanding_amount ?? 0;
        if (owed > (l.drawing_power ?? 0)) {
          expect(max).toBe(0);
          return;
        }
        // Whole thousandths, never more than is pledged.
        expect(Math.round(max * 1000)).toBeCloseTo(max * 1000, 6);
        expect(max).toBeLessThanOrEqual(fund.total_available_units ?? 0);
        expect(previewChange(l, 'RELEASE', at(max)).after?.shortfall).toBe(0);
        expect(releaseRefusal(l, at(max))).toBeUndefined();
        const more = Math.round(max * 1000 + 1) / 1000;
        expect(releaseRefusal(l, at(more))).toBeDefined();
      }),
    );
  });
});
