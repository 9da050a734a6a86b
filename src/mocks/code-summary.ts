import { itemsOf } from './collateral';
import type { CodePurpose } from './phone-codes';
import type { DemoCustomer } from './schema';

/**
 * What a phone code confirms, in the words of its SMS and of the `summary` the portal shows
 * beside the code boxes: worded here from the change itself, never from any text the client sends
 * (docs/api-contract.md#phone-codes). In English, as the server writes; the answer is put into
 * the language the request asks for on its way out (./language.ts).
 */
const w = {
  units: (units: string, name: string) => `${units} units of ${name}`,
  and: 'and',
  release: (listed: string) => `Release ${listed}`,
  pledge: (listed: string) => `Pledge ${listed}`,
  close: 'Close credit line and release all pledged funds',
  bank: (last4: string, bank: string) =>
    `Pay out to account ending ${last4}${bank ? ` at ${bank}` : ''}`,
  password: 'Change your password',
};

const unitsOf = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 3 });

/** The fund's name as the customer's records have it; its ISIN when the records do not know it. */
function nameOf(customer: DemoCustomer, isin: string, folio: string): string {
  const known = [...(customer.loan?.pledged_portfolio_items ?? []), ...(customer.holdings ?? [])];
  return (
    known.find((fund) => fund.isin_no === isin && fund.folio_no === folio)?.scheme_name ?? isin
  );
}

/** The change in words, or undefined when it is not a change of that kind. */
export function summaryOf(
  customer: DemoCustomer,
  purpose: CodePurpose,
  change: Record<string, unknown>,
): string | undefined {
  if (purpose === 'PASSWORD') return w.password;
  if (purpose === 'BANK_DETAILS') {
    const { account_number, bank_name } = change;
    if (typeof account_number !== 'string' || account_number.length < 4) return undefined;
    return w.bank(account_number.slice(-4), typeof bank_name === 'string' ? bank_name.trim() : '');
  }
  if (change.kind !== purpose) return undefined;
  if (purpose === 'CLOSE') return w.close;
  const items = itemsOf(change.items);
  if (!items?.length) return undefined;
  const parts = items.map((item) =>
    w.units(unitsOf(item.units), nameOf(customer, item.isin_no, item.folio_no)),
  );
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${w.and} ${parts.at(-1)}` : parts[0];
  return purpose === 'RELEASE' ? w.release(listed ?? '') : w.pledge(listed ?? '');
}
