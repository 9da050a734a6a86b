import { formatDate } from '@/lib/format';
import { istMinute } from '@/lib/ist';
import { statementCells } from './statement';
import type { Row } from './transaction-filters';

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

/** '1,50,000.00': the PDF's standard font has no rupee sign, so the column names the currency. */
const inr = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The statement as an A4 PDF of real, selectable text (docs/product.md#statement). jsPDF is
 * imported here, on demand: it is about 110 kB gzip and only a customer who asks for a PDF pays for
 * it.
 */
export async function statementPdf(input: StatementInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  let y = MARGIN + 6;

  const text = (value: string, size: number, style: 'normal' | 'bold' = 'normal') => {
    doc.setFont('helvetica', style).setFontSize(size);
    const lines: string[] = doc.splitTextToSize(value, width);
    doc.text(lines, MARGIN, y);
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
    const wrapped: string[][] = COLUMNS.map((column, i) =>
      doc.splitTextToSize(values[i] ?? '', column.width - 2),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
    if (y + height > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = MARGIN + 6;
      header();
    }
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      const lines = wrapped[i] ?? [];
      if ('right' in column) doc.text(lines, x + column.width - 5, y, { align: 'right' });
      else doc.text(lines, x, y);
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
