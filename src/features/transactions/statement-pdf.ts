import { formatDate } from '@/lib/format';
import { istMinute } from '@/lib/ist';
import { pdfWriter, type Column } from '@/lib/pdf/pdf-writer';
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

/** In points: together the width of an A4 page inside its margins. */
const COLUMNS: Column[] = [
  { title: 'Date (IST)', width: 78 },
  { title: 'Type', width: 58 },
  { title: 'Status', width: 56 },
  { title: 'Amount (INR)', width: 68, right: true },
  { title: 'Bank', width: 86 },
  { title: 'Account', width: 50 },
  { title: 'Reference', width: 115 },
];

/** '1,50,000.00': the column and the totals name the currency, as the CSV does. */
const inr = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The statement as an A4 PDF of real, selectable text (docs/product.md#statement), in English,
 * written by the portal's one PDF writer: a Devanagari name or bank is shaped and set in the
 * embedded font like any other text. The writer is imported here, on demand.
 */
export async function statementPdf(input: StatementInput): Promise<Blob> {
  const pdf = await pdfWriter({
    title: `Statement ${input.period.from} to ${input.period.to}`,
    language: 'en-IN',
  });
  pdf.text(input.brand, 16);
  pdf.text('Statement of transactions', 12, { gap: 6 });
  pdf.text(`Customer: ${input.customerName}`, 10, { gap: 0 });
  pdf.text(`Period: ${formatDate(input.period.from)} to ${formatDate(input.period.to)}`, 10, {
    gap: 0,
  });
  pdf.text(`Generated: ${istMinute(input.generatedAt)} IST`, 10);
  pdf.space(10);
  pdf.table(
    COLUMNS,
    input.rows.map((row) => {
      const cells = statementCells(row);
      cells[3] = row.amount === undefined ? '' : inr(row.amount);
      return cells;
    }),
  );
  if (input.rows.length === 0) pdf.text('No transactions in this period.', 9);
  pdf.text(`Total withdrawn (successful): INR ${inr(input.totals.withdrawn)}`, 10, { gap: 0 });
  pdf.text(`Total repaid (successful): INR ${inr(input.totals.repaid)}`, 10);
  pdf.space(8);
  pdf.text(input.disclosure, 8.5, { grey: true });
  return pdf.finish((page, pages) => `Page ${page} of ${pages}`);
}
