import { withoutHidden } from './visible-text';

/**
 * What a spreadsheet may run as a formula: a first non-space character of = + - @, in ASCII or
 * fullwidth (some spreadsheets fold ＝ to =), or a tab or carriage return.
 */
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/**
 * A cell as CSV: without hidden characters (bidi controls could make it read differently from
 * what it holds, NUL cut it short, a zero-width space hide a formula from the test below);
 * prefixed with an apostrophe when a spreadsheet would
 * run it (a bank name or a description from the server is not ours to trust), so it stays text;
 * quoted when it holds a comma, quote or line break.
 */
function csvCell(value: string): string {
  const shown = withoutHidden(value);
  const formula = FORMULA.test(shown) && !/^-?\d+(\.\d+)?$/.test(shown);
  const safe = formula ? `'${shown}` : shown;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Tells spreadsheets the file is UTF-8, or they read ₹ and names outside English as symbols. */
const BOM = '\uFEFF';

/** A CSV file of a header row and rows of cells (UTF-8 with a BOM, CRLF lines as RFC 4180 has them). */
export function csvFile(header: string, rows: readonly string[][]): string {
  const lines = [header, ...rows.map((cells) => cells.map(csvCell).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
