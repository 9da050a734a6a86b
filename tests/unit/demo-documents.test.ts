import { describe, expect, it } from 'vitest';
import { loanDocumentsOf } from '@/mocks/loan-documents';
import { ledgerOf } from '@/mocks/ledger';
import { seedCustomers } from '@/mocks/seed';

const TODAY = '2026-11-24';
const seeded = Object.fromEntries(seedCustomers(TODAY).map((c) => [c.first_name, c]));

describe("the demo line's documents", () => {
  it.each(['Priya', 'Meera'])(
    '%s: the KFS, sanction letter and agreement are issued on the day the line opened, the day of its processing fee',
    (name) => {
      const customer = seeded[name];
      if (!customer?.loan?.opened_on) throw new Error(`${name} has no opening day`);
      const documents = loanDocumentsOf(customer, TODAY);
      expect(documents.map((d) => d.type)).toEqual(['KFS', 'SANCTION_LETTER', 'LOAN_AGREEMENT']);
      for (const document of documents) expect(document.issued_at).toBe(customer.loan.opened_on);
      const fee = ledgerOf(customer, new Date(`${TODAY}T12:00:00+05:30`)).find(
        (entry) => entry.kind === 'FEE',
      );
      expect(fee?.posted_at.slice(0, 10)).toBe(customer.loan.opened_on);
    },
  );
});
