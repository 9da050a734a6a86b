import { loanTexts, type LoanTexts } from './texts';

/**
 * How a loan document is named (docs/product.md#loan-information): a kind the portal knows in its
 * own words, in the language on screen, with the server's title beneath only when it says more than
 * that kind's name (in English or in the language on screen, as a server honouring
 * `Accept-Language` writes it); any other document by the server's title, as sent, its kind beneath.
 */
export function documentNames(
  document: { type: string; title?: string | null },
  t: LoanTexts,
): { title: string; known: boolean; beneath: string } {
  const kind = t.documentType(document.type);
  const known = kind !== t.documentType('OTHER');
  const sent = document.title ?? '';
  if (known) {
    const same = sent === kind || sent === loanTexts.en.documentType(document.type);
    return { title: kind, known, beneath: same ? '' : sent };
  }
  const title = sent || kind;
  return { title, known, beneath: title === kind ? '' : kind };
}
