import { brandTexts } from './texts';

const en = brandTexts.en;

/** Names as a sentence lists them, 'A, B and C', as parts: each name stays its own part. */
export function listParts<T>(names: readonly T[], and: string): (T | string)[] {
  return names.flatMap((name, index) => {
    if (index === 0) return [name];
    return [index === names.length - 1 ? ` ${and} ` : ', ', name];
  });
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  return listParts(names, en.and).join('');
}

/**
 * Who lends, under whose regulation, and what the brand is
 * (docs/product.md#lender-disclosure-and-grievance), in English: the PDF statement stays English
 * (docs/i18n.md); the page's own line is the same sentence from the brand's texts.
 */
export function disclosureLine(lenderNames: readonly string[], brandName: string): string {
  return en.disclosure(joinNames(lenderNames), brandName).join('');
}
