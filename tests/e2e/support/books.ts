import { seedCustomers } from '@/mocks/seed';
import { owedAsShown } from '../../support/books';
import { customers, type SeededCustomer } from '../../support/demo';

/**
 * What the demo's ledger says a freshly seeded customer owes today, as the portal writes amounts
 * (docs/demo-backend.md#one-set-of-books): interest is charged by the day, so a test works the
 * figures out with the demo's own books instead of pinning them. The browser seeds its state on
 * the same day.
 */
export function seededOwes(name: SeededCustomer) {
  const customer = seedCustomers().find((c) => c.phone_no === customers[name]);
  if (!customer) throw new Error(`No seeded ${name}`);
  return owedAsShown(customer);
}
