import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { languageOf, SOURCE, type Locale } from '@/lib/i18n/languages';
import { pdfWriter, type Cell, type Column } from '@/lib/pdf/pdf-writer';
import { statementCells } from './statement';
import type { Row } from './transaction-filters';
import type { TransactionTexts } from './transaction-texts';

export type StatementInput = {
  /** The texts in the language on screen, and that language: its dates and times are in it. */
  t: TransactionTexts;
  locale: Locale;
  brand: string;
  customerName: string;
  period: { from: string; to: string };
  generatedAt: Date;
  rows: Row[];
  totals: { withdrawn: number; repaid: number };
  /** The lender disclosure line (docs/product.md#lender-disclosure-and-grievance). */
  disclosure: string;
  /** The filters it holds, in words (filter-words.ts): its title line names them. */
  filters: string[];
};

/** Each column's width in points: together the width of an A4 page inside its margins. */
const WIDTHS = [78, 58, 56, 68, 86, 50, 115];

/** '1,50,000.00' in both languages: the column and the totals name the currency, as the CSV does. */
const inr = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Its rows' moments in India. English rows keep the CSV's 24-hour clock ('03-06-2026 10:15') and
 * its file title '2026-04-01', so the PDF and the CSV of one selection read alike. Any other
 * language has them as its screens write them, with the screens' formatter: a row's date over its
 * time ('3 जून 2026' / 'सुबह 10:15', never 'सुबह' cut from its '10:15'), since a machine's date
 * and a 24-hour clock inside Hindi read as neither (docs/i18n.md). When it was made is a date in
 * words in every language ('25 Nov 2026, 1:05 pm'), as on the account statement.
 */
function momentsIn(locale: Locale) {
  const numeric = locale === SOURCE;
  return {
    /** The period's days, as the screens write them in every language. */
    day: (value: string) => formatDate(value, locale),
    /** The days in the file's title, which a PDF viewer shows. */
    titleDay: (value: string) => (numeric ? value : formatDate(value, locale)),
    // A moment the server wrote unreadably is left blank, as in the numeric form.
    row: (row: Row, cell: string): Cell =>
      numeric || Number.isNaN(row.time)
        ? cell
        : [formatDate(row.tx.created_at, locale), formatTime(row.tx.created_at, locale)],
    generated: (at: Date) => formatDateTime(at.toISOString(), locale),
  };
}

/**
 * The statement as an A4 PDF of real, selectable text (docs/product.md#statement), in the
 * language on screen, written by the portal's one PDF writer: a Devanagari name or bank is shaped
 * and set in the embedded font like any other text. The writer is imported here, on demand.
 */
export async function statementPdf(input: StatementInput): Promise<Blob> {
  const { t, locale } = input;
  const moment = momentsIn(locale);
  const pdf = await pdfWriter({
    title: t.statementFileTitle(
      moment.titleDay(input.period.from),
      moment.titleDay(input.period.to),
    ),
    language: languageOf(locale).tag,
  });
  const titles = [t.dateIst, t.type, t.status, t.amountInr, t.bank, t.account, t.reference];
  const columns: Column[] = titles.map((title, i) => ({
    title,
    width: WIDTHS[i] ?? 0,
    right: i === 3,
  }));
  pdf.text(input.brand, 16);
  const title = input.filters.length
    ? t.statementOfFilters(input.filters.join(', '))
    : t.statementTitle;
  pdf.text(title, 12, { gap: 6 });
  pdf.text(t.customerIs(input.customerName), 10, { gap: 0 });
  pdf.text(t.periodIs(moment.day(input.period.from), moment.day(input.period.to)), 10, {
    gap: 0,
  });
  pdf.text(t.generatedAt(moment.generated(input.generatedAt)), 10);
  pdf.space(10);
  pdf.table(
    columns,
    input.rows.map((row) => {
      const [date = '', , , , bank = '', account = '', reference = ''] = statementCells(row);
      const type = row.repayment ? t.repayment : t.withdrawal;
      const amount = row.amount === undefined ? '' : inr(row.amount);
      const when = moment.row(row, date);
      return [when, type, t.statusWord(row.status), amount, bank, account, reference];
    }),
  );
  if (input.rows.length === 0) pdf.text(t.noTransactions, 9);
  pdf.text(t.totalWithdrawn(inr(input.totals.withdrawn)), 10, { gap: 0 });
  pdf.text(t.totalRepaid(inr(input.totals.repaid)), 10);
  pdf.space(8);
  pdf.text(input.disclosure, 8.5, { grey: true });
  return pdf.finish(t.pageOf);
}
