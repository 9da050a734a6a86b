/**
 * Text as a person sees it. Some characters change what text shows without being seen: controls,
 * bidi overrides and isolates (a right-to-left override turns 'Bank\u202Eknab' into 'Bankbank' on
 * screen and in a PDF), zero-width characters (a zero-width space before '=' hides a formula
 * from a spreadsheet guard), and a few blanks that count as letters. They are removed from what
 * a person types (`visibleText`) and from every text that goes into a file (`withoutHidden`:
 * the transactions statement's CSV and PDF, the account statements), in one place.
 */

/**
 * `text` without hidden characters: for a cell, a line or a name written into a file. Hidden are
 * format characters (Unicode Cf: bidi controls, zero-width characters, soft hyphen, byte-order
 * mark), controls other than a tab or a line break, and blanks that are letters or symbols no one
 * sees (Hangul fillers, the braille blank). A zero-width joiner or non-joiner between two
 * Devanagari characters stays: there it shapes the word (a half form), as a Hindi text needs.
 */
export function withoutHidden(text: string): string {
  // Built where it is used, so that the mutation run can test it (docs/testing.md#mutation-testing).
  return text.replace(
    /(?<![\u0900-\u097F])[\u200C\u200D]|[\u200C\u200D](?![\u0900-\u097F])|(?![\t\n\r\u200C\u200D])[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu,
    '',
  );
}

/**
 * A server's answer with `withoutHidden` applied to every string in it, at any depth: what the
 * server sends is shown as stored on every screen, as in the files (docs/architecture.md#server-text).
 */
export function withoutHiddenInside(value: unknown): unknown {
  // A parsed JSON body, parsed again with every string cleaned on the way (the least code on
  // /login's visit, whose budget this counts against).
  // (No body, `undefined`, reads as `null`.)
  return JSON.parse(JSON.stringify(value) ?? 'null', (_key, inner: unknown) =>
    typeof inner === 'string' ? withoutHidden(inner) : inner,
  );
}

/**
 * What a person typed, as it will be kept: compatibility look-alikes become the characters they
 * look like (NFKC: fullwidth 'Ｐ', mathematical '𝐏' and the ligature 'ﬁ' become 'P' and 'fi'),
 * hidden characters go, blanks become single spaces, and the ends are trimmed. With `lines`,
 * line breaks stay (a message), each line trimmed at its end.
 */
export function visibleText(text: string, { lines = false }: { lines?: boolean } = {}): string {
  const normal = withoutHidden(text.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')).normalize('NFKC');
  const blanks = lines ? /[^\S\n]+/g : /\s+/g;
  const spaced = normal.replace(blanks, ' ');
  const kept = lines ? spaced.replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n') : spaced;
  return kept.trim();
}

/** Whether the text shows a letter (in any script): a name or a message needs one. */
export function hasVisibleLetter(text: string): boolean {
  return /\p{L}/u.test(withoutHidden(text));
}

/**
 * Whether a word mixes Latin letters with Cyrillic or Greek ones, whose look-alikes ('Р' for 'P',
 * 'ο' for 'o') make a name pass for another. Words wholly in one script are anyone's names.
 */
export function mixesLookAlikeScripts(text: string): boolean {
  return text
    .split(/[^\p{L}\p{M}]+/u)
    .some(
      (word) =>
        /\p{Script=Latin}/u.test(word) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(word),
    );
}
