import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, istDay } from '@/lib/ist';
import { closureQuoteOf } from '@/mocks/collateral';
import { ledgerOf, openedOn, positionOf, statementOf } from '@/mocks/ledger';
import type { DemoCustomer } from '@/mocks/schema';
import { seedCustomers } from '@/mocks/seed';
import { DEMO_BANK, newLoan } from '@/mocks/seed-loans';
import { DEMO_NOW } from '../support/demo';

const today = istDay(DEMO_NOW);
const paise = (rupees: number) => Math.round(rupees * 100);

/** A step of a walk: a withdrawal or repayment of whole rupees, `daysAgo` days before today. */
type Step = { kind: 'WITHDRAWAL' | 'REPAYMENT'; amount: number; daysAgo: number };

const step = fc.record({
  kind: fc.constantFrom<Step['kind']>('WITHDRAWAL', 'REPAYMENT'),
  amount: fc.integer({ min: 1, max: 200_000 }),
  daysAgo: fc.integer({ min: 0, max: 400 }),
});

/**
 * A new line opened 400 days ago, after the steps as the demo backend takes them (oldest first,
 * a repayment never above what /loan says is owed): the stored loan moves as the handlers move it.
 */
function walk(steps: Step[]): DemoCustomer {
  const base = seedCustomers(today, DEMO_NOW.getTime()).find((c) => c.first_name === 'Priya');
  if (!base) throw new Error('no Priya');
  const loan = { ...newLoan(today), opened_on: addDays(today, -400) };
  const customer: DemoCustomer = { ...base, loan, transactions: [] };
  const ordered = [...steps].sort((a, b) => b.daysAgo - a.daysAgo);
  ordered.forEach((s, i) => {
    const owed = loan.principal_outstanding_amount;
    const amount = s.kind === 'REPAYMENT' ? Math.min(s.amount, owed) : s.amount;
    if (amount <= 0) return;
    loan.principal_outstanding_amount += s.kind === 'WITHDRAWAL' ? amount : -amount;
    customer.transactions.push({
      id: `txn-walk-${i}`,
      created_at: new Date(DEMO_NOW.getTime() - s.daysAgo * 86_400_000).toISOString(),
      event_type: `${s.kind}_SUCCESSFUL`,
      status: 'SUCCESSFUL',
      reference: `WALK${i}`,
      event_details: {
        ...DEMO_BANK,
        application_type: 'CREDIT_LINE',
        ...(s.kind === 'WITHDRAWAL' ? { withdrawal_amount: amount } : { repayment_amount: amount }),
      },
    });
  });
  return customer;
}

describe("the demo's one set of books", () => {
  it("splits the ledger's balance into charges, interest and principal, and the statement closes at it", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const customer = walk(steps);
        const position = positionOf(customer, DEMO_NOW);
        const ledger = ledgerOf(customer, DEMO_NOW);
        expect(paise(position.total)).toBe(paise(ledger.at(-1)?.balance ?? 0));
        expect(paise(position.charges) + paise(position.interest) + paise(position.principal)).toBe(
          paise(position.total),
        );
        expect(position.charges).toBeGreaterThanOrEqual(0);
        expect(position.interest).toBeGreaterThanOrEqual(0);
        const whole = statementOf(customer, openedOn(customer, today), today, DEMO_NOW);
        expect(whole.closing_balance).toBe(position.total);
      }),
      { seed: 20261128, numRuns: 60 },
    );
  });

  // Seen failing on the demo as it is (walk 2026-11-28, issue 50 point 1): the close quote and
  // /loan take the stored principal and interest, which leave out the processing fee and apply
  // repayments to principal alone, so they disagree with the ledger. When the quote and /loan are
  // derived from positionOf, this turns red: make it an `it`.
  it.fails('the close quote asks for what the ledger says is owed', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const customer = walk(steps);
        const quote = closureQuoteOf(customer);
        const position = positionOf(customer, DEMO_NOW);
        expect(quote).toMatchObject({
          principal_outstanding: position.principal,
          interest_accrued: position.interest,
          charges: position.charges,
          total_payable: position.total,
        });
      }),
      { seed: 20261128, numRuns: 60 },
    );
  });
});
