import { formatRupees } from '@/lib/format';
import { balanceByDay, owedOf } from '@/mocks/books';
import type { DemoCustomer } from '@/mocks/schema';

/**
 * What the demo's ledger says `customer` owes now, and has available, with each figure as the
 * portal writes it: interest is charged by the day, so a test works the figures out instead of
 * pinning them (docs/demo-backend.md#one-set-of-books). Each suite finds the customer its own way.
 * What is used is `total`, the ledger's balance; the shortfall is that balance above the drawing
 * power, and repaying exactly it cures it.
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
      shortfall: formatRupees(owed.shortfall),
    },
  };
}

/**
 * What the drawing power history says `customer` owed at the end of `day` (the ledger's balance
 * then) and had available against that day's `drawingPower`, as the portal writes them.
 */
export function owedOnDayAsShown(customer: DemoCustomer, day: string, drawingPower: number) {
  const owed = balanceByDay(customer)(day);
  return {
    owed: formatRupees(owed),
    available: formatRupees(Math.max(0, Math.round((drawingPower - owed) * 100) / 100)),
  };
}
