import { describe, expect, it } from 'vitest';
import { owedOf } from '@/mocks/books';
import { db } from '@/mocks/db';
import { notices } from '@/mocks/notifications';
import type { DemoCustomer } from '@/mocks/schema';
import { DEMO_BANK } from '@/mocks/seed-loans';
import { customers } from '../support/demo';

// The demo as a newcomer first meets it: the state the backend writes when it starts.
db.reset();
const seeded = Object.values(db.read().customers);

const successful = (customer: DemoCustomer, kind: 'WITHDRAWAL' | 'REPAYMENT') =>
  customer.transactions.filter((t) => t.event_type === `${kind}_SUCCESSFUL`);
const amountOf = (t: DemoCustomer['transactions'][number]) =>
  t.event_details.withdrawal_amount ?? t.event_details.repayment_amount ?? 0;
const total = (list: DemoCustomer['transactions']) => list.reduce((sum, t) => sum + amountOf(t), 0);

describe('the seeded demo data agrees with itself', () => {
  it('seeds the seven customers of the README', () => {
    expect(seeded.map((c) => c.phone_no).sort()).toEqual([
      customers.asha,
      customers.rohan,
      customers.priya,
      customers.vikram,
      customers.meera,
      customers.venkata,
      customers.arjun,
    ]);
  });

  // Each seeded line opened with nothing drawn at the start of its history (its first row is the
  // first withdrawal); its ledger charges the fee and interest and applies repayments to them
  // first, so the principal still owed is at least what was withdrawn less what was repaid.
  it.each(seeded.map((c) => [c.first_name.slice(0, 12), c] as const))(
    "%s: the ledger's principal is at least the settled withdrawals less the repayments, and what its balance leaves of the drawing power is available",
    (_name, customer) => {
      const owed =
        total(successful(customer, 'WITHDRAWAL')) - total(successful(customer, 'REPAYMENT'));
      const loan = customer.loan;
      if (!loan) {
        expect(owed).toBe(0);
        return;
      }
      const { principal, total: balance, available } = owedOf(customer);
      expect(principal).toBeGreaterThanOrEqual(owed);
      expect(principal).toBeLessThanOrEqual(total(successful(customer, 'WITHDRAWAL')));
      const drawingPower = loan.drawing_power ?? loan.total_credit_amount;
      expect(available).toBe(Math.max(0, Math.round((drawingPower - balance) * 100) / 100));
      // Never more owed, at any point, than the line allowed.
      let running = 0;
      for (const t of [...customer.transactions].sort((a, b) =>
        a.created_at.localeCompare(b.created_at),
      )) {
        if (t.status !== 'SUCCESSFUL') continue;
        running += t.event_type.startsWith('WITHDRAWAL') ? amountOf(t) : -amountOf(t);
        expect(running).toBeGreaterThanOrEqual(0);
        expect(running).toBeLessThanOrEqual(loan.total_credit_amount);
      }
    },
  );

  it.each(seeded.map((c) => [c.first_name.slice(0, 12), c] as const))(
    "%s: every notification names only the customer's own email, and money that moved",
    (_name, customer) => {
      const told = customer.notifications ?? [];
      for (const notification of told) {
        const text = `${notification.title} ${notification.message}`;
        for (const email of text.match(/[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/g) ?? []) {
          expect(email).toBe(customer.email);
        }
      }
      const moved = new Set([
        ...successful(customer, 'WITHDRAWAL').map(
          (t) =>
            notices.withdrawal(amountOf(t), DEMO_BANK.bank_name, DEMO_BANK.account_last_4_digits)
              .message,
        ),
        ...successful(customer, 'REPAYMENT').map((t) => notices.repayment(amountOf(t)).message),
      ]);
      const money = told.filter((n) => n.link === '/loan?tab=transactions');
      for (const notification of money) expect(moved).toContain(notification.message);
      const loan = customer.loan;
      for (const notification of told.filter((n) => n.title === 'Margin shortfall')) {
        expect(loan).toBeDefined();
        if (!loan) continue;
        expect(notification.message).toBe(
          notices.shortfall(owedOf(customer).shortfall, loan.shortfall_due_date).message,
        );
      }
      for (const notification of told.filter((n) => n.title === 'Interest due soon')) {
        expect(loan).toBeDefined();
        if (!loan) continue;
        expect(notification.message).toBe(
          notices.interestDue(owedOf(customer).interest, loan.interest_due_date).message,
        );
      }
    },
  );
});
