import { db } from '@/mocks/db';
import { owedAsShown, owedOnDayAsShown } from '../support/books';
import { customers, type SeededCustomer } from '../support/demo';

function stored(name: SeededCustomer) {
  const customer = db.read().customers[customers[name]];
  if (!customer) throw new Error(`No seeded ${name}`);
  return customer;
}

/** What a seeded customer owes now by the demo's stored state (see tests/support/books.ts). */
export const owedNow = (name: SeededCustomer) => owedAsShown(stored(name));

/** What the history says a seeded customer owed at the end of `day` (tests/support/books.ts). */
export const owedOnDay = (name: SeededCustomer, day: string, drawingPower: number) =>
  owedOnDayAsShown(stored(name), day, drawingPower);
