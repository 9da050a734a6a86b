import { textsNow } from '@/lib/i18n/texts';
import { brandTexts } from './texts';

/** Names as a sentence lists them, 'A, B and C', as parts: each name stays its own part. */
export function listParts<T>(names: readonly T[], and: string): (T | string)[] {
  return names.flatMap((name, index) => {
    if (index === 0) return [name];
    return [index === names.length - 1 ? ` ${and} ` : ', ', name];
  });
}

/**
 * Who lends, under whose regulation, and what the brand is
 * (docs/product.md#lender-disclosure-and-grievance), as one line of text in the language of this
 * moment: the PDFs' line; the page's own line is the same sentence with links.
 */
export function disclosureLine(lenderNames: readonly string[], brandName: string): string {
  const words = textsNow(brandTexts);
  return words.disclosure(listParts(lenderNames, words.and).join(''), brandName).join('');
}
