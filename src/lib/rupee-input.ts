/**
 * An amount as people in India write it: digits, grouped in lakhs and crores ('5,00,000') or in
 * thousands ('500,000') or not at all, with at most two decimals (paise), after an optional '₹' or
 * 'Rs'. Anything else is not an amount.
 */
const AMOUNT = /^(?:₹|rs\.?)?\s*(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(\.\d{1,2})?$/i;

/** The amount typed, or undefined when it is not one. */
export function parseRupees(text: string): number | undefined {
  const match = AMOUNT.exec(text.trim());
  if (!match) return undefined;
  return Number(`${(match[1] ?? '').replaceAll(',', '')}${match[2] ?? ''}`);
}
