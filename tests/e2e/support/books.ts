import { addDays, istDay } from '@/lib/ist';
import { seedCustomers } from '@/mocks/seed';
import { owedAsShown, owedOnDayAsShown } from '../../support/books';
import { customers, type SeededCustomer } from '../../support/demo';

/**
 * What the demo's ledger says a freshly seeded customer owes today, as the portal writes amounts
 * (docs/demo-backend.md#one-set-of-books): interest is charged by the day, so a test works the
 * figures out with the demo's own books instead of pinning them. The browser seeds its state on
 * the same day.
 */
function seeded(name: SeededCustomer) {
  const customer = seedCustomers().find((c) => c.phone_no === customers[name]);
  if (!customer) throw new Error(`No seeded ${name}`);
  return customer;
}

export const seededOwes = (name: SeededCustomer) => owedAsShown(seeded(name));

/** What the history says a freshly seeded customer owed `days` from today (0 today, -1 yesterday). */
export const seededOwedOn = (name: SeededCustomer, days: number, drawingPower: number) =>
  owedOnDayAsShown(seeded(name), addDays(istDay(new Date()), days), drawingPower);
