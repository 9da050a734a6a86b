import { describe, expect, it } from 'vitest';
import { addsUp } from '@/features/statements/ledger-rules';
import {
  financialYearOf,
  lastFinancialYear,
  thisFinancialYear,
} from '@/features/statements/period-rules';
import { addDays, istDay } from '@/lib/ist';
import { certificatesOf, ledgerOf, statementOf } from '@/mocks/ledger';
import { seedCustomers } from '@/mocks/seed';
import { DEMO_NOW } from '../support/demo';

const today = istDay(DEMO_NOW);
const customers = seedCustomers(today);
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
const byName = (first: string) => must(customers.find((c) => c.first_name === first));
const paise = (rupees: number) => Math.round(rupees * 100);

describe("the demo's ledger", () => {
  const priya = byName('Priya');
  const ledger = ledgerOf(priya, DEMO_NOW);

  it('spans 14 months and two financial years, from a processing fee', () => {
    expect(ledger[0]).toMatchObject({
      kind: 'FEE',
      debit: 1999,
      credit: 0,
      description: 'Processing fee',
    });
    expect(must(ledger[0]).posted_at.slice(0, 10)).toBe('2025-09-24');
    expect(financialYearOf(must(ledger[0]).posted_at.slice(0, 10)).label).toBe('2025-26');
    expect(financialYearOf(must(ledger.at(-1)).posted_at.slice(0, 10)).label).toBe('2026-27');
  });

  it('holds her settled withdrawals and repayments, the same as her transactions', () => {
    const settled = priya.transactions.filter((tx) => tx.status === 'SUCCESSFUL');
    const moved = ledger.filter((e) => e.kind === 'WITHDRAWAL' || e.kind === 'REPAYMENT');
    expect(moved.map((e) => e.reference)).toEqual(settled.map((tx) => tx.reference));
    expect(moved.map((e) => e.debit || e.credit)).toEqual(
      settled.map((tx) => tx.event_details.withdrawal_amount ?? tx.event_details.repayment_amount),
    );
  });

  it('debits interest each month on the day-end balance at her rate, and a penal charge reversed', () => {
    const interest = ledger.filter((e) => e.kind === 'INTEREST');
    // Month ends from her first month to last month (October 2026).
    const october = must(interest.at(-2));
    expect(october).toMatchObject({ description: 'Interest for October 2026' });
    expect(october.posted_at.slice(0, 10)).toBe('2026-10-31');
    // And this month's so far, at the start of today, so that closing today takes all of it:
    // 1 to 23 November on the balance after October's interest, 23 x 1,94,167.01 x 10.5% / 365.
    expect(interest.at(-1)).toMatchObject({
      description: 'Interest for November 2026 to date',
      posted_at: '2026-11-24T00:00:00+05:30',
      debit: Math.round((23 * october.balance * 10.5) / 365) / 100,
    });
    expect(october.balance).toBe(194_167.01);
    expect(ledger.at(-1)).toBe(interest.at(-1));
    // Her first month owed only the fee: 1999 x 10.5% / 365 a day from 24 to 30 September (4.025).
    expect(interest[0]).toMatchObject({ description: 'Interest for September 2025', debit: 4.03 });
    expect(ledger.filter((e) => e.kind === 'PENAL_CHARGE').map((e) => e.debit)).toEqual([590]);
    expect(ledger.filter((e) => e.kind === 'REVERSAL').map((e) => e.credit)).toEqual([590]);
  });

  it.each(customers.filter((c) => c.loan).map((c) => [c.first_name, c] as const))(
    "%s's figures add up: every balance, every period's opening and closing",
    (_name, customer) => {
      let balance = 0;
      for (const entry of ledgerOf(customer, DEMO_NOW)) {
        expect(entry.debit === 0 || entry.credit === 0).toBe(true);
        balance += paise(entry.debit) - paise(entry.credit);
        expect(paise(entry.balance)).toBe(balance);
      }
      for (const period of [
        thisFinancialYear(DEMO_NOW),
        lastFinancialYear(DEMO_NOW),
        { from: addDays(today, -200), to: addDays(today, -20) },
      ]) {
        expect(addsUp(statementOf(customer, period.from, period.to, DEMO_NOW))).toBe(true);
      }
    },
  );

  it('gives a final certificate for last year and a provisional one for this year, that add up', () => {
    const certificates = certificatesOf(priya, DEMO_NOW);
    expect(certificates.map((c) => [c.financial_year, c.final])).toEqual([
      ['2026-27', false],
      ['2025-26', true],
    ]);
    expect(certificates[1]).toMatchObject({
      from: '2025-04-01',
      to: '2026-03-31',
      issued_at: '2026-04-01T09:00:00+05:30',
    });
    const interest = ledger.filter((e) => e.kind === 'INTEREST');
    for (const certificate of certificates) {
      const inYear = (e: { posted_at: string }) =>
        e.posted_at.slice(0, 10) >= certificate.from && e.posted_at.slice(0, 10) <= certificate.to;
      const charged = interest.filter(inYear).reduce((sum, e) => sum + paise(e.debit), 0);
      expect(paise(certificate.interest_charged)).toBe(charged);
      const repaid = ledger
        .filter((e) => e.kind === 'REPAYMENT' && inYear(e))
        .reduce((sum, e) => sum + paise(e.credit), 0);
      // What she repaid went to charges, interest and principal: no more, no less.
      expect(
        paise(certificate.interest_paid) + paise(certificate.principal_repaid),
      ).toBeLessThanOrEqual(repaid);
      expect(charged).toBeGreaterThan(0);
    }
    // Her first repayment came this year: it paid the fee and last year's interest first.
    expect(certificates[1]).toMatchObject({
      interest_paid: 0,
      principal_repaid: 0,
      penal_charges: 0,
    });
    expect(must(certificates[0]).interest_paid).toBeGreaterThan(
      must(certificates[1]).interest_charged,
    );
    expect(must(certificates[0]).penal_charges).toBe(0);
  });

  it('gives Meera a penal charge', () => {
    expect(
      ledgerOf(byName('Meera'), DEMO_NOW).filter((e) => e.kind === 'PENAL_CHARGE'),
    ).toHaveLength(1);
  });
});
