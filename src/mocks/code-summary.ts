import { IFSC } from '@/features/profile/bank-schema';
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

/** The fund's name as the customer's records have it; none for a fund they do not hold. */
function nameOf(customer: DemoCustomer, isin: string, folio: string): string | undefined {
  const known = [...(customer.loan?.pledged_portfolio_items ?? []), ...(customer.holdings ?? [])];
  return known.find((fund) => fund.isin_no === isin && fund.folio_no === folio)?.scheme_name;
}

/**
 * Banks by the first four letters of their IFSC, as RBI's register names them: the SMS names the
 * bank the account is at, never the bank name the client typed.
 */
const BANKS: Record<string, string> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  IDIB: 'Indian Bank',
  INDB: 'IndusInd Bank',
  YESB: 'Yes Bank',
  IDFB: 'IDFC FIRST Bank',
};

/** The change in words, or undefined when it is not a change of that kind. */
export function summaryOf(
  customer: DemoCustomer,
  purpose: CodePurpose,
  change: Record<string, unknown>,
): string | undefined {
  if (purpose === 'PASSWORD') return w.password;
  if (purpose === 'BANK_DETAILS') {
    const { account_number, ifsc_code } = change;
    if (typeof account_number !== 'string' || !/^\d{4,}$/.test(account_number)) return undefined;
    if (typeof ifsc_code !== 'string' || !IFSC.test(ifsc_code)) return undefined;
    return w.bank(account_number.slice(-4), BANKS[ifsc_code.slice(0, 4)] ?? '');
  }
  if (change.kind !== purpose) return undefined;
  if (purpose === 'CLOSE') return w.close;
  const items = itemsOf(change.items);
  if (!items?.length) return undefined;
  const names = items.map((item) => nameOf(customer, item.isin_no, item.folio_no));
  if (names.some((name) => name === undefined)) return undefined;
  const parts = items.map((item, i) => w.units(unitsOf(item.units), names[i] ?? ''));
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${w.and} ${parts.at(-1)}` : parts[0];
  return purpose === 'RELEASE' ? w.release(listed ?? '') : w.pledge(listed ?? '');
}
