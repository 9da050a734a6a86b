import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, istDay } from '@/lib/ist';
import { collateralOf } from '@/loan/collateral-rules';
import { loanDetailsSchema } from '@/loan/api/loan-details';
import { closureQuoteOf } from '@/mocks/books';
import {
  collateralRefusal,
  DEMO_REQUEST_MS,
  loanAnswerItems,
  openCollateralRequest,
  settleCollateralRequests,
} from '@/mocks/collateral';
import { drawingPowerHistory } from '@/mocks/drawing-power-history';
import { loanAnswerOf } from '@/mocks/handlers/loan';
import { certificatesOf, ledgerOf, openedOn, positionOf, statementOf } from '@/mocks/ledger';
import type { DemoCustomer } from '@/mocks/schema';
import { seedCustomers } from '@/mocks/seed';
import { DEMO_BANK, newLoan } from '@/mocks/seed-loans';
import { DEMO_NOW } from '../support/demo';

const today = istDay(DEMO_NOW);
const paise = (rupees: number) => Math.round(rupees * 100);
const later = (moment: Date, ms: number) => new Date(moment.getTime() + ms);

/** A step of a walk: a withdrawal or repayment of whole rupees, `daysAgo` days before today. */
type Step = { kind: 'WITHDRAWAL' | 'REPAYMENT'; amount: number; daysAgo: number };

const step = fc.record({
  kind: fc.constantFrom<Step['kind']>('WITHDRAWAL', 'REPAYMENT'),
  amount: fc.integer({ min: 1, max: 200_000 }),
  daysAgo: fc.integer({ min: 0, max: 400 }),
});

/** After the walk, today: release a share of the first fund, pledge back a share of it, close. */
const actions = fc.record({
  release: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  pledge: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  close: fc.boolean(),
});

function moveMoney(customer: DemoCustomer, kind: Step['kind'], amount: number, at: Date) {
  customer.transactions.push({
    id: `txn-walk-${customer.transactions.length}`,
    created_at: at.toISOString(),
    event_type: `${kind}_SUCCESSFUL`,
    status: 'SUCCESSFUL',
    reference: `WALK${customer.transactions.length}`,
    event_details: {
      ...DEMO_BANK,
      application_type: 'CREDIT_LINE',
      ...(kind === 'WITHDRAWAL' ? { withdrawal_amount: amount } : { repayment_amount: amount }),
    },
  });
}

/**
 * A new line opened 400 days ago, after the steps as the demo backend takes them (oldest first,
 * a repayment never above what the ledger says is owed then).
 */
function walk(steps: Step[]): DemoCustomer {
  const base = seedCustomers(today, DEMO_NOW.getTime()).find((c) => c.first_name === 'Priya');
  if (!base) throw new Error('no Priya');
  const loan = { ...newLoan(today), opened_on: addDays(today, -400) };
  const customer: DemoCustomer = { ...structuredClone(base), loan, transactions: [] };
  for (const s of [...steps].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const at = later(DEMO_NOW, -s.daysAgo * 86_400_000);
    const owed = positionOf(customer, at).total;
    const amount = s.kind === 'REPAYMENT' ? Math.min(s.amount, owed) : s.amount;
    if (amount > 0) moveMoney(customer, s.kind, amount, at);
  }
  return customer;
}

/** A request the demo lender accepts, made at `at` and completed once its time has come. */
function request(
  customer: DemoCustomer,
  kind: 'RELEASE' | 'PLEDGE' | 'CLOSE',
  items: { isin_no: string; folio_no: string; units: number }[],
  at: Date,
) {
  expect(collateralRefusal(customer, { kind, items }, at)).toBeUndefined();
  openCollateralRequest(customer, kind, items, at);
  const done = later(at, DEMO_REQUEST_MS);
  settleCollateralRequests(customer, done);
  return done;
}

/** Every page's money owed at `now` against the ledger's. */
function expectBooksAgree(customer: DemoCustomer, now: Date) {
  const position = positionOf(customer, now);
  const ledger = ledgerOf(customer, now);
  expect(paise(position.total)).toBe(paise(ledger.at(-1)?.balance ?? 0));
  expect(paise(position.charges) + paise(position.interest) + paise(position.principal)).toBe(
    paise(position.total),
  );
  // Money repaid in advance pays the interest debited later: no part is ever below zero.
  for (const part of [position.charges, position.interest, position.principal])
    expect(part).toBeGreaterThanOrEqual(0);
  const day = istDay(now);
  expect(statementOf(customer, openedOn(customer, day), day, now).closing_balance).toBe(
    position.total,
  );
  expect(closureQuoteOf(customer, now)).toMatchObject({
    principal_outstanding: position.principal,
    interest_accrued: position.interest,
    charges: position.charges,
    total_payable: position.total,
  });
  const answer = loanAnswerOf(customer, now);
  const power = Math.min(
    answer?.total_credit_amount ?? 0,
    answer?.drawing_power ?? answer?.total_credit_amount ?? 0,
  );
  // An overdraft: what is used is the ledger's balance, what is left of the drawing power is
  // available, and anything of the balance above it is the shortfall.
  expect(answer).toMatchObject({
    principal_outstanding_amount: position.total,
    interest_due_amount: position.interest,
    available_credit_amount:
      answer?.credit_status === 'ACTIVE' ? Math.max(0, paise(power - position.total)) / 100 : 0,
  });
  if (answer?.drawing_power !== undefined)
    expect(paise(answer.shortfall_amount ?? 0)).toBe(
      Math.max(0, paise(position.total) - paise(answer.drawing_power)),
    );
  // The certificates' principal repaid is what was withdrawn less what is still owed.
  const withdrawn = customer.transactions.reduce(
    (sum, tx) => sum + paise(tx.event_details.withdrawal_amount ?? 0),
    0,
  );
  const repaid = certificatesOf(customer, now).reduce(
    (sum, year) => sum + paise(year.principal_repaid),
    0,
  );
  expect(withdrawn - repaid).toBe(paise(position.principal));
  // The history's today is /loan's today.
  const last = drawingPowerHistory(customer, now, 30).points.at(-1);
  expect(last?.principal_outstanding).toBe(position.total);
  expect(last?.drawing_power).toBe(answer?.drawing_power ?? answer?.total_credit_amount);
}

describe("the demo's one set of books", () => {
  it('splits the ledger into charges, interest and principal, and every page says the same after any withdrawal or repayment', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const customer = walk(steps);
        const position = positionOf(customer, DEMO_NOW);
        expect(position.charges).toBeGreaterThanOrEqual(0);
        expect(position.interest).toBeGreaterThanOrEqual(0);
        expectBooksAgree(customer, DEMO_NOW);
      }),
      { seed: 20261128, numRuns: 40 },
    );
  });

  it('repaying exactly the shortfall the banner announces cures it, on any day', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 86_399 }),
        (steps, share, days, seconds) => {
          const customer = walk(steps);
          const now = later(DEMO_NOW, days * 86_400_000 + seconds * 1000);
          const loan = customer.loan;
          if (!loan) throw new Error('no line');
          // The funds fell: the drawing power is any share of what is owed today.
          loan.drawing_power = Math.round(positionOf(customer, now).total * share);
          const before = collateralOf(loanDetailsSchema.parse(loanAnswerOf(customer, now)));
          fc.pre(before.shortfall > 0);
          expect(before.health).toBe('Margin shortfall');
          moveMoney(customer, 'REPAYMENT', before.shortfall, now);
          const after = collateralOf(loanDetailsSchema.parse(loanAnswerOf(customer, now)));
          expect(after.shortfall).toBe(0);
          expect(after.health).not.toBe('Margin shortfall');
          expectBooksAgree(customer, now);
        },
      ),
      { seed: 20261129, numRuns: 40 },
    );
  });

  it('every page still agrees after a release, a pledge and a close, and a line closes only at zero', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), actions, (steps, act) => {
        const customer = walk(steps);
        let now = DEMO_NOW;
        const first = loanAnswerItems(customer, now)[0];
        if (act.release !== undefined && first) {
          const units = Math.floor((first.releasable_units ?? 0) * act.release * 1000) / 1000;
          if (units > 0) {
            const { isin_no, folio_no } = first;
            now = request(customer, 'RELEASE', [{ isin_no, folio_no, units }], now);
            expectBooksAgree(customer, now);
          }
        }
        const held = customer.holdings?.find((h) => h.isin_no === first?.isin_no);
        if (act.pledge !== undefined && held) {
          const units = Math.floor(held.units * act.pledge * 1000) / 1000;
          if (units > 0) {
            const { isin_no, folio_no } = held;
            now = request(customer, 'PLEDGE', [{ isin_no, folio_no, units }], now);
            expectBooksAgree(customer, now);
          }
        }
        if (!act.close) return;
        const owed = positionOf(customer, now).total;
        if (owed > 0) {
          expect(collateralRefusal(customer, { kind: 'CLOSE' }, now)?.status).toBe(409);
          moveMoney(customer, 'REPAYMENT', owed, now);
        }
        now = request(customer, 'CLOSE', [], later(now, 1000));
        expect(customer.loan?.credit_status).toBe('CLOSED');
        expectBooksAgree(customer, now);
        // Closed, the ledger stays at zero: the statement of a closed line ends at ₹0, on any day after.
        for (const days of [0, 1, 40]) {
          const then = later(now, days * 86_400_000);
          expect(positionOf(customer, then).total).toBe(0);
          expectBooksAgree(customer, then);
        }
      }),
      { seed: 20261128, numRuns: 25 },
    );
  });
});
