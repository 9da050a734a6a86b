import { formatDate } from '@/lib/format';
import { istMinute } from '@/lib/ist';
import { statementCells } from './statement';
import { BASELINE, canvasPainter, type TextPainter } from '@/lib/text-painter';
import { withoutHidden } from '@/lib/visible-text';
import type { Row } from './transaction-filters';

export type { TextPainter };

export type StatementInput = {
  brand: string;
  customerName: string;
  period: { from: string; to: string };
  generatedAt: Date;
  rows: Row[];
  totals: { withdrawn: number; repaid: number };
  /** The lender disclosure line (docs/product.md#lender-disclosure-and-grievance). */
  disclosure: string;
};

const COLUMNS = [
  { title: 'Date (IST)', width: 28 },
  { title: 'Type', width: 22 },
  { title: 'Status', width: 20 },
  { title: 'Amount (INR)', width: 27, right: true },
  { title: 'Bank', width: 32 },
  { title: 'Account', width: 20 },
  { title: 'Reference', width: 39 },
] as const;

const MARGIN = 12;
const PAGE_HEIGHT = 297;
const LINE = 4.2;
const MM_PER_PT = 25.4 / 72;

/** What the PDF's standard fonts can print: Latin-1 (their WinAnsi encoding holds it). */
const LATIN1 = /^[\t\n\r\x20-\x7e\xa0-\xff]*$/;
const printable = (value: string) => LATIN1.test(value);

/** jsPDF writes raw operators to the page with `internal.write`, which its types leave out. */
function rawWriter(doc: object): (operator: string) => void {
  const internal: unknown = Reflect.get(doc, 'internal');
  const write: unknown =
    typeof internal === 'object' && internal !== null ? Reflect.get(internal, 'write') : null;
  if (typeof write !== 'function') throw new Error('This jsPDF cannot write raw operators');
  return (operator) => void write.call(internal, operator);
}

/** `value` as a PDF string of UTF-16BE in hex: what copying or searching the text gives. */
const utf16Hex = (value: string) =>
  `FEFF${Array.from({ length: value.length }, (_, i) =>
    value.charCodeAt(i).toString(16).padStart(4, '0'),
  ).join('')}`.toUpperCase();

/** '1,50,000.00': the PDF's standard font has no rupee sign, so the column names the currency. */
const inr = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The statement as an A4 PDF of real, selectable text (docs/product.md#statement). jsPDF is
 * imported here, on demand: it is about 110 kB gzip and only a customer who asks for a PDF pays for
 * it.
 */
export async function statementPdf(
  input: StatementInput,
  /** Draws text outside Latin-1; the browser's canvas unless given (null: none to draw with). */
  painter?: TextPainter | null,
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  let y = MARGIN + 6;
  // Made at the first text that needs it: a Latin-only statement never touches a canvas.
  let paint: TextPainter | null | undefined = painter;
  const painterNow = () => (paint === undefined ? (paint = canvasPainter()) : paint);
  const bold = () => doc.getFont().fontStyle === 'bold';
  const raw = rawWriter(doc);

  /**
   * `value` in lines of at most `max` mm, in the current font. Every text of the file passes
   * here, without its hidden characters: a right-to-left override would draw 'Bank\u202Eknab'
   * as 'Bankbank' while its text layer held the original.
   */
  const split = (text: string, max: number): string[] => {
    const value = withoutHidden(text);
    if (printable(value)) return doc.splitTextToSize(value, max);
    const draw = painterNow();
    if (!draw) return [value];
    const size = doc.getFontSize();
    const lines: string[] = [];
    for (const word of value.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && draw.width(`${last} ${word}`, size, bold()) <= max) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else lines.push(word);
    }
    return lines;
  };

  /**
   * A line outside Latin-1: drawn by the browser as it is written, over an invisible space that
   * carries the real text (ActualText), so the PDF reads back, copies and searches as the text.
   * Without a canvas the characters the font lacks show as '?', the text still reads back.
   */
  const drawn = (line: string, x: number, baseline: number, right: boolean) => {
    const size = doc.getFontSize();
    const draw = painterNow();
    const shown = line.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
    const wide = draw ? draw.width(line, size, bold()) : doc.getTextWidth(shown);
    const left = right ? x - wide : x;
    raw(`/Span <</ActualText <${utf16Hex(line)}>>> BDC`);
    if (draw) {
      const picture = draw.png(line, size, bold());
      const top = baseline - BASELINE * size * MM_PER_PT;
      // Compressed: a line of text as a picture is mostly empty.
      doc.addImage(
        picture.data,
        'PNG',
        left,
        top,
        picture.width,
        picture.height,
        undefined,
        'FAST',
      );
      doc.text(' ', left, baseline, { renderingMode: 'invisible' });
    } else doc.text(shown, left, baseline);
    raw('EMC');
  };

  /** Lines one under the other from `baseline`, as jsPDF spaces them. */
  const put = (lines: string[], x: number, baseline: number, right = false) => {
    if (lines.every(printable)) {
      doc.text(lines, x, baseline, right ? { align: 'right' } : {});
      return;
    }
    const step = doc.getFontSize() * doc.getLineHeightFactor() * MM_PER_PT;
    lines.forEach((line, i) => {
      if (printable(line)) doc.text(line, x, baseline + i * step, right ? { align: 'right' } : {});
      else drawn(line, x, baseline + i * step, right);
    });
  };

  const text = (value: string, size: number, style: 'normal' | 'bold' = 'normal') => {
    doc.setFont('helvetica', style).setFontSize(size);
    const lines = split(value, width);
    put(lines, MARGIN, y);
    y += lines.length * size * 0.42 + 1.5;
  };

  doc.setProperties({ title: `Statement ${input.period.from} to ${input.period.to}` });
  text(input.brand, 16, 'bold');
  text('Statement of transactions', 12);
  text(`Customer: ${input.customerName}`, 10);
  text(`Period: ${formatDate(input.period.from)} to ${formatDate(input.period.to)}`, 10);
  text(`Generated: ${istMinute(input.generatedAt)} IST`, 10);
  y += 3;

  const header = () => {
    doc.setFont('helvetica', 'bold').setFontSize(8.5);
    cells(COLUMNS.map((column) => column.title));
    doc.setDrawColor(160).line(MARGIN, y - LINE + 1, MARGIN + width, y - LINE + 1);
    doc.setFont('helvetica', 'normal');
  };
  const cells = (values: string[]) => {
    const wrapped = COLUMNS.map((column, i) => split(values[i] ?? '', column.width - 2));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
    if (y + height > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = MARGIN + 6;
      header();
    }
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      const lines = wrapped[i] ?? [];
      if ('right' in column) put(lines, x + column.width - 5, y, true);
      else put(lines, x, y);
      x += column.width;
    });
    y += height + 1;
  };

  header();
  if (input.rows.length === 0) text('No transactions in this period.', 9);
  for (const row of input.rows) {
    const line = statementCells(row);
    line[3] = row.amount === undefined ? '' : inr(row.amount);
    cells(line);
  }

  y += 4;
  if (y + 30 > PAGE_HEIGHT - MARGIN) {
    doc.addPage();
    y = MARGIN + 6;
  }
  text(`Total withdrawn (successful): INR ${inr(input.totals.withdrawn)}`, 10, 'bold');
  text(`Total repaid (successful): INR ${inr(input.totals.repaid)}`, 10, 'bold');
  y += 3;
  text(input.disclosure, 8.5);
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page).setFont('helvetica', 'normal').setFontSize(8);
    doc.text(`Page ${page} of ${pages}`, MARGIN + width, PAGE_HEIGHT - 6, { align: 'right' });
  }
  return doc.output('blob');
}
