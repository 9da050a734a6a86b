import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addsUp, ledgerTotals } from '@/features/statements/ledger-rules';

const entry = (debit: number, credit: number) => ({ debit, credit });

describe('a statement adds up when opening + debits - credits is the closing balance', () => {
  it.each([
    { opening: 0, entries: [], closing: 0, debits: 0, credits: 0, ok: true },
    {
      opening: 100,
      entries: [entry(0.1, 0), entry(0.2, 0)],
      closing: 100.3,
      debits: 0.3,
      credits: 0,
      ok: true,
    },
    {
      opening: 1000,
      entries: [entry(1617.81, 0), entry(0, 500.5)],
      closing: 2117.31,
      debits: 1617.81,
      credits: 500.5,
      ok: true,
    },
    {
      opening: 1000,
      entries: [entry(1617.81, 0)],
      closing: 2617.82,
      debits: 1617.81,
      credits: 0,
      ok: false,
    },
    {
      opening: 1000,
      entries: [entry(0, 0.01)],
      closing: 1000,
      debits: 0,
      credits: 0.01,
      ok: false,
    },
    { opening: 185000, entries: [], closing: 185000.004, debits: 0, credits: 0, ok: true },
  ])('$opening, $closing: $ok', ({ opening, entries, closing, debits, credits, ok }) => {
    expect(ledgerTotals(entries)).toEqual({ debits, credits });
    expect(addsUp({ opening_balance: opening, closing_balance: closing, entries })).toBe(ok);
  });

  const paise = fc.integer({ min: 0, max: 10_000_000_000 }).map((p) => p / 100);
  const entries = fc.array(
    fc
      .tuple(paise, fc.boolean())
      .map(([amount, debit]) => (debit ? entry(amount, 0) : entry(0, amount))),
    { maxLength: 60 },
  );

  it('any ledger in whole paise whose closing is worked out adds up, however floats round', () => {
    fc.assert(
      fc.property(paise, entries, (opening, list) => {
        const cents = list.reduce(
          (sum, e) => sum + Math.round(e.debit * 100) - Math.round(e.credit * 100),
          Math.round(opening * 100),
        );
        expect(
          addsUp({ opening_balance: opening, closing_balance: cents / 100, entries: list }),
        ).toBe(true);
      }),
    );
  });

  it('a closing balance off by a paisa or more never adds up', () => {
    fc.assert(
      fc.property(
        paise,
        entries,
        fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((d) => d !== 0),
        (opening, list, off) => {
          const cents = list.reduce(
            (sum, e) => sum + Math.round(e.debit * 100) - Math.round(e.credit * 100),
            Math.round(opening * 100),
          );
          expect(
            addsUp({
              opening_balance: opening,
              closing_balance: (cents + off) / 100,
              entries: list,
            }),
          ).toBe(false);
        },
      ),
    );
  });
});
