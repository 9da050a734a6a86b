import { db } from '@/mocks/db';
import { owedAsShown } from '../support/books';
import { customers, type SeededCustomer } from '../support/demo';

/** What a seeded customer owes now by the demo's stored state (see tests/support/books.ts). */
export function owedNow(name: SeededCustomer) {
  const customer = db.read().customers[customers[name]];
  if (!customer) throw new Error(`No seeded ${name}`);
  return owedAsShown(customer);
}
