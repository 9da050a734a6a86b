import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfWriter } from '@/lib/pdf/pdf-writer';
import {
  darkestIn,
  fontsFromDisk,
  languageOf,
  pictureOf,
  readBack,
  rulesAcross,
  spansOf,
  wordsOf,
  type PlacedWord,
} from '../support/pdf';

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

const pageWord = (page: number, pages: number) => `Page ${page} of ${pages}`;

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
  return writer.finish(pageWord);
}

const line = (words: PlacedWord[], text: string) => {
  const found = words.find((word) => word.text === text);
  if (!found) throw new Error(`"${text}" is not in the PDF`);
  return found;
};

describe('the PDF writer’s pages', () => {
  // Each test writes its own document: the mutation run runs only the tests that ran a line.
  beforeEach(fontsFromDisk);

  it('writes every word inside the margins, above the page number, and numbers each page at its bottom right', async () => {
    const words = await wordsOf(await sample());
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

  it('goes down the page in the order written, a long paragraph wrapped within the width', async () => {
    const words = await wordsOf(await sample());
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

  it('puts each column at its place, amounts aligned on their right, a word too long for its column cut within it', async () => {
    const words = await wordsOf(await sample());
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

  it('breaks the table onto the next page under its header again, every row once, in order, none over another', async () => {
    const words = await wordsOf(await sample());
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

/** Where the body's first line starts, and the lowest a body line's baseline may go. */
const TOP = PAGE.height - MARGIN;
const FLOOR = MARGIN + 24;

/** A writer whose next line starts `above` points over the page's bottom edge. */
async function writerAt(above: number) {
  const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
  writer.space(TOP - above);
  return writer;
}

const onPage = (words: PlacedWord[], page: number) =>
  words
    .filter((word) => word.page === page && word.bottom < PAGE.height - MARGIN)
    .map((word) => word.text);

describe('the PDF writer’s page breaks', () => {
  beforeEach(fontsFromDisk);

  it('carries a paragraph on onto the next page, no line lower than 24 points over the margin', async () => {
    const writer = await writerAt(90);
    writer.text(LONG_PARAGRAPH);
    const words = await wordsOf(await writer.finish(pageWord));
    // One line of 15.5 fits over 66 points from the bottom; the rest go to the next page's top.
    const first = onPage(words, 1);
    expect(first.length).toBeGreaterThan(3);
    expect([...first, ...onPage(words, 2)].join(' ')).toBe(LONG_PARAGRAPH);
    const bottom = Math.max(
      ...words.filter((w) => w.page === 1 && first.includes(w.text)).map((w) => w.bottom),
    );
    expect(PAGE.height - bottom).toBeGreaterThan(FLOOR - 10);
    expect(words.find((word) => word.page === 2)?.y).toBeLessThan(MARGIN + 20);
  });

  it('lets a line reach down to exactly 24 points over the margin, and no further', async () => {
    const writer = await writerAt(FLOOR + 15.5);
    writer.text('Fits');
    writer.text('Next');
    const words = await wordsOf(await writer.finish(pageWord));
    expect(onPage(words, 1)).toEqual(['Fits']);
    expect(onPage(words, 2)).toEqual(['Next']);
  });

  it('moves a field to the next page whole, its label with every line of its value', async () => {
    const writer = await writerAt(90);
    writer.field('Lender', LONG_VALUE);
    const words = await wordsOf(await writer.finish(pageWord));
    expect(onPage(words, 1)).toEqual([]);
    expect(onPage(words, 2).sort()).toEqual(`Lender ${LONG_VALUE}`.split(' ').sort());
  });

  it('starts a table on the next page when its header and a row do not fit, never a header alone', async () => {
    const writer = await writerAt(90);
    writer.table(COLUMNS, [['row1', 'Interest', '₹1.00']]);
    const words = await wordsOf(await writer.finish(pageWord));
    expect(onPage(words, 1)).toEqual([]);
    expect(onPage(words, 2).sort()).toEqual(
      ['Date', 'Description', 'Amount', 'row1', 'Interest', '₹1.00'].sort(),
    );
  });
});

describe('the PDF writer’s parts', () => {
  beforeEach(fontsFromDisk);

  it('moves what follows down by the space asked for', async () => {
    const gapBetween = async (points: number) => {
      const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
      writer.text('Above');
      writer.space(points);
      writer.text('Below');
      const words = await wordsOf(await writer.finish(pageWord));
      return line(words, 'Below').y - line(words, 'Above').y;
    };
    expect((await gapBetween(30)) - (await gapBetween(0))).toBeCloseTo(30, 1);
  });

  it('keeps a field’s label and its line when the value is blank, and a short row’s missing cells blank', async () => {
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.field('Reference', '');
    writer.field('Lender', 'Kestrel');
    writer.table(COLUMNS, [['row1'], ['row2', 'Interest', '₹2.00']]);
    const words = await wordsOf(await writer.finish(pageWord));
    expect(line(words, 'Lender').y - line(words, 'Reference').y).toBeCloseTo(16.5, 1);
    expect(onPage(words, 1).sort()).toEqual(
      ['Reference', 'Lender', 'Kestrel', 'Date', 'Description', 'Amount']
        .concat(['row1', 'row2', 'Interest', '₹2.00'])
        .sort(),
    );
    expect(line(words, 'row2').y - line(words, 'row1').y).toBeCloseTo(8.5 * 1.55, 1);
  });

  it('starts a value at its column however many blanks it begins with', async () => {
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.field('Lender', '   Kestrel  Finance ');
    writer.text('  Closing');
    const words = await wordsOf(await writer.finish(pageWord));
    expect(line(words, 'Kestrel').x).toBeCloseTo(MARGIN + 170, 0);
    expect(line(words, 'Closing').x).toBeCloseTo(MARGIN, 0);
  });

  it('puts the rows under the header’s last line when a title wraps', async () => {
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.table(
      [
        { title: 'Date', width: 60 },
        { title: 'Balance after the entry', width: 60, right: true },
      ],
      [['row1', '₹1.00']],
    );
    const words = await wordsOf(await writer.finish(pageWord));
    const entry = line(words, 'entry');
    expect(entry.y).toBeGreaterThan(line(words, 'Balance').y + 8);
    expect(line(words, 'row1').y).toBeGreaterThan(entry.bottom);
    expect(line(words, '₹1.00').y).toBeGreaterThan(entry.bottom);
  });

  it('gives a column narrower than a letter one letter a line, none lost', async () => {
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.table([{ title: 'N', width: 8 }], [['WWW']]);
    const words = await wordsOf(await writer.finish(pageWord));
    expect(onPage(words, 1)).toEqual(['N', 'W', 'W', 'W']);
  });

  it('fits text exactly as wide as its column on one line, neither wrapped nor cut', async () => {
    // The column's room, measured as the writer measures: the Latin font's advances at 8.5.
    const measure = await PDFDocument.create();
    measure.registerFontkit(fontkit);
    const latin = await measure.embedFont(
      Uint8Array.from(
        readFileSync(
          createRequire(import.meta.url).resolve(
            '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff',
          ),
        ),
      ),
      { subset: true },
    );
    const room = latin.widthOfTextAtSize('ab cd', 8.5);
    const word = latin.widthOfTextAtSize('abcde', 8.5);
    expect(room + 6 - 6).toBe(room);
    expect(word + 6 - 6).toBe(word);
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.table(
      [
        { title: 'A', width: room + 6 },
        { title: 'B', width: word + 6 },
      ],
      [
        ['ab cd', 'abcde'],
        ['', 'abcdeabcde'],
      ],
    );
    const words = await wordsOf(await writer.finish(pageWord));
    expect(onPage(words, 1)).toEqual(['A', 'B', 'ab', 'cd', 'abcde', 'abcde', 'abcde']);
    const [first, second, cut] = words.filter((w) => w.text === 'abcde');
    expect(line(words, 'cd').y).toBeCloseTo(line(words, 'ab').y, 0);
    expect(first?.y).toBeCloseTo(line(words, 'ab').y, 0);
    expect((cut?.y ?? 0) - (second?.y ?? 0)).toBeCloseTo(8.5 * 1.55, 1);
  });

  it('draws labels, headers and page numbers in grey, values and rows in black, a rule under each header', async () => {
    const pdf = await sample();
    const words = await wordsOf(pdf);
    for (const page of [1, 2]) {
      const picture = await pictureOf(pdf, page);
      const on = (text: string) => {
        const found = words.find((word) => word.page === page && word.text === text);
        if (!found) throw new Error(`"${text}" is not on page ${page}`);
        return darkestIn(picture, found);
      };
      const grey = ['Amount', 'Description', 'Page', ...(page === 1 ? ['Loan', 'Lender'] : [])];
      for (const text of grey) expect(on(text), text).toBeGreaterThan(70);
      const black = ['Interest', ...(page === 1 ? ['Statement', 'KFL-LAS-9876543212'] : [])];
      for (const text of black) expect(on(text), text).toBeLessThan(50);
      // One thin rule across the page's width, between the header and the first row.
      const rules = rulesAcross(picture, MARGIN + 1, PAGE.width - MARGIN - 1);
      const header = words.find((word) => word.page === page && word.text === 'Amount');
      const row = words.find((word) => word.page === page && word.text.startsWith('row'));
      expect(rules.length).toBeGreaterThan(0);
      expect(Math.max(...rules) - Math.min(...rules)).toBeLessThan(1.5);
      expect(Math.min(...rules)).toBeGreaterThan(header?.bottom ?? 0);
      expect(Math.max(...rules)).toBeLessThan(row?.y ?? 0);
    }
  });
});

describe('the PDF writer’s file', () => {
  beforeEach(fontsFromDisk);

  it('is a PDF of its title and language, naming no software that made it', async () => {
    const writer = await pdfWriter({ title: 'Statement of account', language: 'hi-IN' });
    writer.text('Statement of account');
    const pdf = await writer.finish(pageWord);
    expect(pdf.type).toBe('application/pdf');
    const back = await readBack(pdf);
    expect(back.title).toBe('Statement of account');
    expect(back.creator).toBe('');
    expect(back.producer).toBe('');
    // The language a screen reader reads it in.
    expect(await languageOf(pdf)).toBe('hi-IN');
  });

  it('embeds only the glyphs it uses, so a page of English weighs a few kilobytes', async () => {
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.text(LONG_PARAGRAPH);
    const pdf = await writer.finish(pageWord);
    expect((await readBack(pdf)).fonts).toMatch(/NotoSansDevanagari.*CID TrueType.*yes/);
    expect(pdf.size).toBeLessThan(12_000);
  });

  it('writes nothing when a font does not load', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));
    // A writer afresh: the fonts' bytes are kept for the visit once loaded (pdf-code.ts).
    vi.resetModules();
    const fresh = await import('@/lib/pdf/pdf-writer');
    await expect(fresh.pdfWriter({ title: 'Layout', language: 'en-IN' })).rejects.toThrow(
      "The PDF's font did not load (404)",
    );
  });
});

describe('the PDF writer’s two fonts', () => {
  beforeEach(fontsFromDisk);
  const characters = (subset: string) =>
    new Set(
      fontkit.create(
        readFileSync(
          createRequire(import.meta.url).resolve(
            `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-400-normal.woff`,
          ),
        ),
      ).characterSet,
    );

  it('sets a Devanagari phrase, the spaces between its words too, as one span of text as written; Latin text in none', async () => {
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.text('Loan account of प्रिया नायर, borrower’s – €5');
    const pdf = await writer.finish(pageWord);
    expect(await spansOf(pdf)).toEqual(['प्रिया नायर']);
    expect((await readBack(pdf)).text).toContain('Loan account of प्रिया नायर, borrower’s – €5');
  });

  it('prints each character either font has as itself, the Devanagari blocks’ all in that font, any other as “?”', async () => {
    const [devanagari, latin] = [characters('devanagari'), characters('latin')];
    const blocks = [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cff],
      [0xa8e0, 0xa8ff],
    ];
    const inBlocks = (point: number) =>
      blocks.some(([low = 0, high = 0]) => point >= low && point <= high);
    // Signs only the Devanagari font has outside its blocks (₹, ◌, the North Indic fractions;
    // not the joiners, which the writer drops as hidden).
    const onlyDevanagari = [...devanagari].filter(
      (point) => point > 0x2010 && !latin.has(point) && !inBlocks(point),
    );
    // Letters of the blocks that neither font draws: a box on paper, the letter when copied.
    const missing = blocks
      .flatMap(([low = 0, high = 0]) => Array.from({ length: high - low + 1 }, (_, i) => low + i))
      .filter((point) => !devanagari.has(point) && !latin.has(point));
    expect(onlyDevanagari.length).toBeGreaterThan(5);
    expect(missing.length).toBeGreaterThan(3);
    const written = [...onlyDevanagari, ...missing].map((point) => String.fromCodePoint(point));
    const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
    writer.text(`${written.join(' ')} 你`);
    const pdf = await writer.finish(pageWord);
    expect((await readBack(pdf)).text).toContain(`${written.join(' ')} ?`);
  });
});

describe('the PDF writer’s long server text', () => {
  beforeEach(fontsFromDisk);

  // The bound is this test's timeout: wrapping that measured every prefix of a long word took
  // 50 s for 4,000 characters, far beyond it for 10,000 (docs/product.md#statement).
  it(
    'draws a field of 10,000 characters without a space capped at 500 and an ellipsis, wrapped within its column',
    { timeout: 30_000 },
    async () => {
      const long = 'Q'.repeat(10_000);
      const writer = await pdfWriter({ title: 'Layout', language: 'en-IN' });
      writer.table(COLUMNS, [['row1', long, '₹1.00']]);
      writer.field('Lender', long);
      writer.text(long);
      const words = await wordsOf(await writer.finish(pageWord));
      const pieces = words.filter((word) => /^Q+…?$/.test(word.text)).map((word) => word.text);
      const drawn = pieces.join('');
      expect(drawn).toBe(`${'Q'.repeat(500)}…`.repeat(3));
      for (const word of words) expect(word.right).toBeLessThanOrEqual(PAGE.width - MARGIN + 0.5);
    },
  );
});
