import { formatRupees } from '@/lib/format';
import { owedOf } from '@/mocks/books';
import { db } from '@/mocks/db';
import { customers, type SeededCustomer } from '../support/demo';

/**
 * What the demo's ledger says a seeded customer owes now, and has available, as the portal
 * writes amounts: its figures change with the calendar (interest is charged by the day), so a
 * test works them out instead of pinning them (docs/demo-backend.md#one-set-of-books).
 */
export function owedNow(name: SeededCustomer) {
  const customer = db.read().customers[customers[name]];
  if (!customer) throw new Error(`No seeded ${name}`);
  const owed = owedOf(customer);
  return {
    ...owed,
    shown: {
      principal: formatRupees(owed.principal),
      interest: formatRupees(owed.interest),
      total: formatRupees(owed.total),
      available: formatRupees(owed.available),
    },
  };
}
