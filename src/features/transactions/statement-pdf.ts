import { formatDate } from '@/lib/format';
import { istMinute } from '@/lib/ist';
import { pdfWriter, type Column } from '@/lib/pdf/pdf-writer';
import { statementCells } from './statement';
import type { Row } from './transaction-filters';
import type { TransactionTexts } from './transaction-texts';

export type StatementInput = {
  /** The texts in the language on screen, and its tag ('en-IN', 'hi-IN'). */
  t: TransactionTexts;
  language: string;
  brand: string;
  customerName: string;
  period: { from: string; to: string };
  generatedAt: Date;
  rows: Row[];
  totals: { withdrawn: number; repaid: number };
  /** The lender disclosure line (docs/product.md#lender-disclosure-and-grievance). */
  disclosure: string;
};

/** Each column's width in points: together the width of an A4 page inside its margins. */
const WIDTHS = [78, 58, 56, 68, 86, 50, 115];

/** '1,50,000.00' in both languages: the column and the totals name the currency, as the CSV does. */
const inr = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The statement as an A4 PDF of real, selectable text (docs/product.md#statement), in the
 * language on screen, written by the portal's one PDF writer: a Devanagari name or bank is shaped
 * and set in the embedded font like any other text. The writer is imported here, on demand.
 */
export async function statementPdf(input: StatementInput): Promise<Blob> {
  const { t } = input;
  const pdf = await pdfWriter({
    title: t.statementFileTitle(input.period.from, input.period.to),
    language: input.language,
  });
  const titles = [t.dateIst, t.type, t.status, t.amountInr, t.bank, t.account, t.reference];
  const columns: Column[] = titles.map((title, i) => ({
    title,
    width: WIDTHS[i] ?? 0,
    right: i === 3,
  }));
  pdf.text(input.brand, 16);
  pdf.text(t.statementTitle, 12, { gap: 6 });
  pdf.text(t.customerIs(input.customerName), 10, { gap: 0 });
  pdf.text(t.periodIs(formatDate(input.period.from), formatDate(input.period.to)), 10, { gap: 0 });
  pdf.text(t.generatedAt(istMinute(input.generatedAt)), 10);
  pdf.space(10);
  pdf.table(
    columns,
    input.rows.map((row) => {
      const [date = '', , , , bank = '', account = '', reference = ''] = statementCells(row);
      const type = row.repayment ? t.repayment : t.withdrawal;
      const amount = row.amount === undefined ? '' : inr(row.amount);
      return [date, type, t.statusWord(row.status), amount, bank, account, reference];
    }),
  );
  if (input.rows.length === 0) pdf.text(t.noTransactions, 9);
  pdf.text(t.totalWithdrawn(inr(input.totals.withdrawn)), 10, { gap: 0 });
  pdf.text(t.totalRepaid(inr(input.totals.repaid)), 10);
  pdf.space(8);
  pdf.text(input.disclosure, 8.5, { grey: true });
  return pdf.finish(t.pageOf);
}
