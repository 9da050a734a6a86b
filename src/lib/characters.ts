/**
 * Characters as a person counts them: grapheme clusters, so 'स्ते' is one letter, an emoji family
 * one emoji and an accented letter typed as two code points one letter
 * (docs/product.md#account-security).
 */
let segmenter: Intl.Segmenter | undefined;

export function characterCount(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}
