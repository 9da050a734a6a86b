import { formatRupees } from '@/lib/format';
import { owedOf } from '@/mocks/books';
import type { DemoCustomer } from '@/mocks/schema';

/**
 * What the demo's ledger says `customer` owes now, and has available, with each figure as the
 * portal writes it: interest is charged by the day, so a test works the figures out instead of
 * pinning them (docs/demo-backend.md#one-set-of-books). Each suite finds the customer its own way.
 */
export function owedAsShown(customer: DemoCustomer) {
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
