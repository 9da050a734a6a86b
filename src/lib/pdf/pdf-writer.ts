/**
 * The one way the portal writes a PDF (docs/decisions/0011-hindi-pdfs.md): the Statements tab's
 * documents and the Transactions tab's statement. pdf-lib with fontkit, which shapes Devanagari
 * (conjuncts, vowel signs before their consonant, the reph) as a browser does, and Noto Sans
 * Devanagari (OFL, from @fontsource) embedded as a subset of the glyphs used. Only ever imported
 * dynamically, when a PDF is asked for or ahead of it (./pdf-code.ts): the library and both fonts
 * (tooling/chunk-groups.ts keeps it out of the shared signed-in chunk).
 */
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  endMarkedContent,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import regeneratorRuntime from 'regenerator-runtime';
import { withoutHidden } from '@/lib/visible-text';
import { fontBytes } from './pdf-code';
import { FONTS, inBlocks } from './script-font';

// fontkit's Indic shaper is compiled with generators that expect this global.
Reflect.set(globalThis, 'regeneratorRuntime', regeneratorRuntime);

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const GREY = rgb(0.35, 0.38, 0.42);
const BLACK = rgb(0, 0, 0);
/** The most characters of any one text drawn; server text has no length of its own. */
const MAX_FIELD = 500;
const capped = (text: string) => {
  const chars = Array.from(text);
  return chars.length > MAX_FIELD ? `${chars.slice(0, MAX_FIELD).join('')}…` : text;
};

export type Column = { title: string; width: number; right?: boolean };
/** A table cell: its text, or its lines (a date over its time), each wrapped in its column. */
export type Cell = string | readonly string[];

/** The start of a span whose text is `text` whatever its glyphs are (PDF 1.5 ActualText). */
const actualText = (text: string) =>
  PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
    PDFName.of('Span'),
    `<</ActualText ${PDFHexString.fromText(text).toString()}>>`,
  ]);

export type PdfWriter = Awaited<ReturnType<typeof pdfWriter>>;

/** A writer of A4 pages, top to bottom, that breaks pages and numbers them at the end. */
export async function pdfWriter(meta: { title: string; language: string }) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = await Promise.all(
    FONTS.map(async (file) => {
      const font = await doc.embedFont(await fontBytes(file.url), { subset: true });
      return { font, file, characters: new Set(font.getCharacterSet()) };
    }),
  );
  // The source language's font sets whatever no other font's blocks claim.
  const [base, ...others] = fonts;
  if (!base) throw new Error('The registry names no language');
  doc.setTitle(meta.title);
  doc.setLanguage(meta.language);
  doc.setCreator('');
  doc.setProducer('');

  /**
   * Runs of one font each: a script's blocks (and a space between two of its words) in its font
   * (./script-font.ts); any other character in the base font, or else in the first font that has
   * it, or as '?'. Every text drawn or measured passes here, without its hidden characters: a right-to-left override
   * would draw 'Bank\u202Eknab' as 'Bankbank' (docs/product.md#statement).
   */
  const runs = (text: string) => {
    const out: { font: PDFFont; text: string }[] = [];
    for (const char of withoutHidden(text)) {
      const point = char.codePointAt(0) ?? 0;
      const last = out.at(-1);
      const continued = last && last.font !== base.font && char === ' ' ? last.font : undefined;
      const font: PDFFont =
        continued ??
        others.find((one) => inBlocks(one.file, point))?.font ??
        (base.characters.has(point)
          ? base.font
          : (others.find((one) => one.characters.has(point))?.font ?? base.font));
      const shown = font === base.font && !base.characters.has(point) ? '?' : char;
      if (last && last.font === font) last.text += shown;
      else out.push({ font, text: shown });
    }
    return out;
  };
  // Each width is a shaping run through fontkit, the writer's costliest step: each run's once.
  const runWidths = new Map<PDFFont, Map<string, number>>();
  const runWidth = (run: { font: PDFFont; text: string }, size: number) => {
    const ofFont = runWidths.get(run.font) ?? new Map<string, number>();
    runWidths.set(run.font, ofFont);
    const key = `${size} ${run.text}`;
    let width = ofFont.get(key);
    if (width === undefined) {
      width = run.font.widthOfTextAtSize(run.text, size);
      ofFont.set(key, width);
    }
    return width;
  };
  const widthOf = (text: string, size: number) =>
    runs(text).reduce((sum, run) => sum + runWidth(run, size), 0);

  /**
   * `text` in lines of at most `max` points (a word longer than a line is cut), at most
   * `MAX_FIELD` characters of it (docs/product.md#statement). Shaping never reaches across a
   * space, so a line is as wide as its words and the spaces between them: each word is shaped
   * once, not each line again with every word added. A long word is cut by growing each line a
   * character at a time.
   */
  const wrap = (text: string, size: number, max: number): string[] => {
    const lines: { text: string; width: number }[] = [];
    const space = widthOf(' ', size);
    for (const word of capped(text).split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      const width = widthOf(word, size);
      if (last && last.width + space + width <= max) {
        last.text += ` ${word}`;
        last.width += space + width;
        continue;
      }
      if (width <= max) {
        lines.push({ text: word, width });
        continue;
      }
      const chars = Array.from(word);
      let line = chars[0] ?? '';
      for (const char of chars.slice(1)) {
        if (widthOf(line + char, size) <= max) line += char;
        else {
          lines.push({ text: line, width: widthOf(line, size) });
          line = char;
        }
      }
      lines.push({ text: line, width: widthOf(line, size) });
    }
    return lines.length > 0 ? lines.map((line) => line.text) : [''];
  };

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const width = PAGE.width - 2 * MARGIN;
  const lineHeight = (size: number) => size * 1.55;

  const draw = (
    text: string,
    x: number,
    baseline: number,
    size: number,
    grey = false,
    right = false,
  ) => {
    let left = right ? x - widthOf(text, size) : x;
    for (const run of runs(text)) {
      // A shaped script is stored in visual order (the vowel sign ि before its consonant):
      // its ActualText gives copying, searching and a screen reader the text as written.
      const color = grey ? GREY : BLACK;
      if (run.font !== base.font) {
        page.pushOperators(
          pushGraphicsState(),
          beginText(),
          setFillingColor(color),
          setFontAndSize(page.node.newFontDictionary(run.font.name, run.font.ref), size),
          setTextMatrix(1, 0, 0, 1, left, baseline),
          actualText(run.text),
          showText(run.font.encodeText(run.text)),
          endMarkedContent(),
          endText(),
          popGraphicsState(),
        );
      } else page.drawText(run.text, { x: left, y: baseline, size, font: run.font, color });
      left += runWidth(run, size);
    }
  };
  const room = (height: number, onNewPage?: () => void) => {
    if (y - height >= MARGIN + 24) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
    onNewPage?.();
  };

  const writer = {
    width,
    /** A paragraph across the page. */
    text(text: string, size = 10, options: { grey?: boolean; gap?: number } = {}) {
      for (const line of wrap(text, size, width)) {
        room(lineHeight(size));
        y -= lineHeight(size);
        draw(line, MARGIN, y, size, options.grey);
      }
      y -= options.gap ?? 2;
    },
    /** A label and its value on one line, the value after the label's column. */
    field(label: string, value: string, size = 10, labelWidth = 170) {
      const lines = wrap(value, size, width - labelWidth);
      room(lines.length * lineHeight(size));
      lines.forEach((line, i) => {
        y -= lineHeight(size);
        if (i === 0) draw(label, MARGIN, y, size, true);
        draw(line, MARGIN + labelWidth, y, size);
      });
      y -= 1;
    },
    space(points: number) {
      y -= points;
    },
    /** Rows under a header that repeats on every page; cells wrap within their column. */
    table(columns: Column[], rows: Cell[][], size = 8.5) {
      /** Each column with its cell's lines (a missing cell is blank), wrapped within it. */
      const linesOf = (cells: readonly Cell[]) =>
        columns.map((column, i) => {
          const cell = cells[i] ?? '';
          const parts = typeof cell === 'string' ? [cell] : cell;
          return { column, lines: parts.flatMap((part) => wrap(part, size, column.width - 6)) };
        });
      type Lines = ReturnType<typeof linesOf>;
      const heightOf = (cells: Lines) =>
        Math.max(...cells.map(({ lines }) => lines.length)) * lineHeight(size);
      const header = () => {
        row(linesOf(columns.map((column) => column.title)), true);
        page.drawLine({
          start: { x: MARGIN, y: y - 3 },
          end: { x: MARGIN + width, y: y - 3 },
          thickness: 0.6,
          color: GREY,
        });
        y -= 4;
      };
      const row = (cells: Lines, grey: boolean) => {
        let x = MARGIN;
        for (const { column, lines } of cells) {
          lines.forEach((line, n) => {
            const baseline = y - (n + 1) * lineHeight(size) + 2;
            if (column.right) draw(line, x + column.width - 6, baseline, size, grey, true);
            else draw(line, x, baseline, size, grey);
          });
          x += column.width;
        }
        y -= heightOf(cells);
      };
      room(lineHeight(size) * 3);
      header();
      for (const cells of rows) {
        const lines = linesOf(cells);
        room(heightOf(lines), header);
        row(lines, false);
      }
      y -= 6;
    },
    /** Numbers the pages and returns the file. */
    async finish(pageWord: (page: number, pages: number) => string): Promise<Blob> {
      const pages = doc.getPages();
      pages.forEach((each, i) => {
        page = each;
        draw(pageWord(i + 1, pages.length), MARGIN + width, MARGIN - 10, 8, true, true);
      });
      const bytes = await doc.save();
      return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
    },
  };
  return writer;
}
