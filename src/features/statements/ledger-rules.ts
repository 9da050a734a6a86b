/** Sums are taken in whole paise, so 0.1 + 0.2 is 0.3 and a float's dust never counts. */
const paise = (rupees: number) => Math.round(rupees * 100);

type Amounts = { debit: number; credit: number };

/** The totals of the debits and the credits, to the paisa. */
export function ledgerTotals(entries: readonly Amounts[]): { debits: number; credits: number } {
  let debits = 0;
  let credits = 0;
  for (const entry of entries) {
    debits += paise(entry.debit);
    credits += paise(entry.credit);
  }
  return { debits: debits / 100, credits: credits / 100 };
}

/**
 * Whether opening + debits - credits is the closing balance to the paisa (docs/product.md#statements).
 * A statement that does not is shown as sent, with a warning: never corrected here.
 */
export function addsUp(statement: {
  opening_balance: number;
  closing_balance: number;
  entries: readonly Amounts[];
}): boolean {
  const { debits, credits } = ledgerTotals(statement.entries);
  return (
    paise(statement.opening_balance) + paise(debits) - paise(credits) ===
    paise(statement.closing_balance)
  );
}
