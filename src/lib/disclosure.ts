/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The lender disclosure line of contracts §10, word for word. */
export function disclosureLine(lenders: readonly string[], brand: string): string {
  return `Loans are provided by ${joinNames(lenders)}, regulated by the Reserve Bank of India. ${brand} is a lending service provider.`;
}
