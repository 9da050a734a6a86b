import { beforeEach, describe, expect, it } from 'vitest';
import { pdfWriter } from '@/lib/pdf/pdf-writer';
import { fontsFromDisk, wordsOf, type PlacedWord } from '../support/pdf';

/** A4 in points, and the writer's margin (src/lib/pdf/pdf-writer.ts). */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const COLUMNS = [
  { title: 'Date', width: 90 },
  { title: 'Description', width: 271.28 },
  { title: 'Amount', width: 150, right: true },
];
const ROWS = 70;
const LONG_PARAGRAPH =
  'This statement lists every entry posted to the credit line between the two dates, with the balance after each one, so that a borrower can check it against the bank statement line by line.';

const LONG_VALUE =
  'Kestrel Finance Limited, a non-banking financial company registered with the Reserve Bank of India';

/** A document with each part the writer has, long enough to need a second page. */
async function sample() {
  const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
  writer.text('Statement of account', 16);
  writer.text(LONG_PARAGRAPH);
  writer.field('Loan account', 'KFL-LAS-9876543212');
  writer.field('Lender', LONG_VALUE);
  writer.space(12);
  writer.table(
    COLUMNS,
    Array.from({ length: ROWS }, (_, i) => [
      `row${i + 1}`,
      i === 0
        ? 'INF200K01QX4INF200K01QX4INF200K01QX4INF200K01QX4INF200K01QX4INF200K01QX4'
        : 'Interest',
      `₹${1_000 + i}.00`,
    ]),
  );
  writer.text('Closing');
  return wordsOf(await writer.finish((page, pages) => `Page ${page} of ${pages}`));
}

const line = (words: PlacedWord[], text: string) => {
  const found = words.find((word) => word.text === text);
  if (!found) throw new Error(`"${text}" is not in the PDF`);
  return found;
};

describe('the PDF writer’s pages', () => {
  let words: PlacedWord[];
  beforeEach(async () => {
    fontsFromDisk();
    words ??= await sample();
  });

  it('writes every word inside the margins, above the page number, and numbers each page at its bottom right', () => {
    const numbers = words.filter((word) => /^(Page|\d+|of)$/.test(word.text) && word.y > 780);
    expect(numbers.map((word) => word.text).join(' ')).toBe('Page 1 of 2 Page 2 of 2');
    for (const word of words) {
      expect(word.x, word.text).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(word.right, word.text).toBeLessThanOrEqual(PAGE.width - MARGIN + 0.5);
      expect(word.y, word.text).toBeGreaterThanOrEqual(MARGIN);
    }
    for (const page of [1, 2]) {
      const last = numbers.filter((word) => word.page === page).at(-1);
      expect(last?.right).toBeCloseTo(PAGE.width - MARGIN, 0);
      expect(PAGE.height - (last?.bottom ?? 0)).toBeLessThan(MARGIN);
      const body = words.filter((word) => word.page === page && !numbers.includes(word));
      expect(Math.max(...body.map((word) => word.bottom))).toBeLessThan(PAGE.height - MARGIN - 20);
    }
  });

  it('goes down the page in the order written, a long paragraph wrapped within the width', () => {
    const title = line(words, 'Statement');
    const label = line(words, 'Loan');
    const paragraph = words.filter(
      (word) => word.page === 1 && word.y > title.y + 10 && word.y < label.y,
    );
    const header = line(words, 'Description');
    expect(title.y).toBeLessThan(paragraph[0]?.y ?? 0);
    expect(new Set(paragraph.map((word) => word.y)).size).toBeGreaterThan(1);
    expect(paragraph.map((word) => word.text).join(' ')).toBe(LONG_PARAGRAPH);
    expect(paragraph.at(-1)?.y).toBeLessThan(label.y);
    expect(label.y).toBeLessThan(header.y);
    // Lines of 10 points are 15.5 apart, and a paragraph ends with a gap of 2.
    const lines = [...new Set(paragraph.map((word) => word.y))];
    lines.slice(1).forEach((y, i) => expect(y - (lines[i] ?? 0)).toBeCloseTo(15.5, 1));
    expect(label.y - (lines.at(-1) ?? 0)).toBeCloseTo(17.5, 1);
    // A field's label at the margin, once, its value after the label's column, wrapped there.
    const lender = words.filter(
      (word) =>
        word.page === 1 && word.y > label.y + 5 && word.y < header.y && word.text !== 'Lender',
    );
    expect(lender.map((word) => word.text).join(' ')).toBe(LONG_VALUE);
    expect(new Set(lender.map((word) => word.y)).size).toBe(2);
    for (const word of lender) expect(word.x).toBeGreaterThanOrEqual(MARGIN + 170 - 0.5);
    expect(words.filter((word) => word.text === 'Lender')).toHaveLength(1);
    // A field ends with a gap of 1.
    expect(line(words, 'Lender').y - label.y).toBeCloseTo(16.5, 1);
    expect(label.x).toBeCloseTo(MARGIN, 0);
    expect(line(words, 'KFL-LAS-9876543212').x).toBeCloseTo(MARGIN + 170, 0);
    expect(line(words, 'KFL-LAS-9876543212').y).toBeCloseTo(label.y, 0);
  });

  it('puts each column at its place, amounts aligned on their right, a word too long for its column cut within it', () => {
    const amountsEnd = MARGIN + 90 + 271.28 + 150 - 6;
    const amounts = words.filter((word) => word.text.startsWith('₹'));
    expect(amounts).toHaveLength(ROWS);
    for (const amount of amounts) expect(amount.right).toBeCloseTo(amountsEnd, 0);
    for (const date of words.filter((word) => word.text.startsWith('row'))) {
      expect(date.x).toBeCloseTo(MARGIN, 0);
    }
    // The first row's description: one word of 72 letters in a column of 271 points.
    const [first, second] = [line(words, 'row1'), line(words, 'row2')];
    const pieces = words.filter(
      (word) =>
        word.page === 1 &&
        word.x > MARGIN + 89 &&
        word.x < 400 &&
        word.y >= first.y &&
        word.y < second.y,
    );
    expect(pieces.length).toBeGreaterThan(1);
    // Each piece but the last as long as the column holds.
    expect(pieces[0]?.right).toBeGreaterThan(MARGIN + 90 + 271.28 - 6 - 12);
    for (const piece of pieces) {
      expect(piece.x).toBeCloseTo(MARGIN + 90, 0);
      expect(piece.right).toBeLessThanOrEqual(MARGIN + 90 + 271.28 - 6 + 0.5);
    }
    expect(pieces.map((piece) => piece.text).join('')).toBe('INF200K01QX4'.repeat(6));
  });

  it('breaks the table onto the next page under its header again, every row once, in order, none over another', () => {
    const headers = words.filter((word) => word.text === 'Amount');
    expect(headers.map((header) => header.page)).toEqual([1, 2]);
    const rows = words.filter((word) => word.text.startsWith('row'));
    expect(rows.map((row) => row.text)).toEqual(
      Array.from({ length: ROWS }, (_, i) => `row${i + 1}`),
    );
    expect(new Set(rows.map((row) => row.page))).toEqual(new Set([1, 2]));
    const secondPage = rows.filter((row) => row.page === 2);
    expect(headers[1]?.y).toBeLessThan(secondPage[0]?.y ?? 0);
    expect(headers[1]?.y).toBeLessThan(MARGIN + 20);
    // Under the header's rule a gap of 4; after the table a gap of 6 before what follows.
    expect((rows[0]?.y ?? 0) - (headers[0]?.y ?? 0)).toBeCloseTo(17.18, 1);
    expect(line(words, 'Closing').y - (rows.at(-1)?.y ?? 0)).toBeCloseTo(22.16, 1);
    rows.forEach((row, i) => {
      const next = rows[i + 1];
      if (next?.page === row.page)
        expect(next.y - row.y, row.text).toBeGreaterThanOrEqual(8.5 * 1.55 - 0.5);
    });
  });
});
