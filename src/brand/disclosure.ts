/** 'A', 'A and B', 'A, B and C': names as a sentence lists them. */
export function joinNames(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who lends, under whose regulation, and what the brand is:
 * docs/product.md#lender-disclosure-and-grievance.
 */
export function disclosureLine(lenderNames: readonly string[], brandName: string): string {
  return `Loans are provided by ${joinNames(lenderNames)}, regulated by the Reserve Bank of India. ${brandName} is a lending service provider.`;
}
