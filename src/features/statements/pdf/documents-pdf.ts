import { formatDate, formatDateTime, formatRupees } from '@/lib/format';
import { languageOf, type Locale } from '@/lib/i18n/languages';
import { dayOf } from '@/lib/ist';
import type { AccountStatement, InterestCertificate } from '../api/statements';
import { ledgerTotals } from '../ledger-rules';
import type { Period } from '../period-rules';
import type { StatementTexts } from '../texts';
import { pdfWriter, type PdfWriter } from '@/lib/pdf/pdf-writer';

/** What every document names besides its figures, in the language on screen. */
export type DocumentFrame = {
  t: StatementTexts;
  /** The language on screen when it was asked for: its words, dates and times are in it. */
  locale: Locale;
  brand: string;
  customerName: string;
  lenderName: string;
  generatedAt: Date;
  /** The lender disclosure line (docs/product.md#lender-disclosure-and-grievance). */
  disclosure: string;
};

/**
 * A document's dates and times with the screens' one formatter, in the document's language
 * ('1 अप्रैल 2026', '25 नवंबर 2026, दोपहर 1:05'), whatever is on screen when it is drawn.
 */
export function datesIn(locale: Locale) {
  return {
    /** The Indian day a day or a date and time names; as it came when it names none. */
    day: (value: string) => {
      const day = dayOf(value);
      return day ? formatDate(day, locale) : value;
    },
    moment: (value: Date) => formatDateTime(value.toISOString(), locale),
  };
}

export const writerFor = (frame: DocumentFrame, title: string) =>
  pdfWriter({ title, language: languageOf(frame.locale).tag });

/** The statement of account as a PDF of real text (docs/product.md#statements). */
export async function accountStatementPdf(
  frame: DocumentFrame,
  statement: AccountStatement,
  period: Period,
): Promise<Blob> {
  const { t } = frame;
  const date = datesIn(frame.locale);
  const pdf = await writerFor(frame, t.accountStatement);
  const totals = ledgerTotals(statement.entries);
  pdf.text(frame.brand, 16);
  pdf.text(t.accountStatement, 13, { gap: 8 });
  pdf.field(t.customer, frame.customerName);
  pdf.field(t.loanAccountNumber, statement.loan_account_number);
  pdf.field(t.lender, frame.lenderName);
  pdf.field(t.period, t.periodOf(date.day(period.from), date.day(period.to)));
  pdf.field(t.openingBalance, formatRupees(statement.opening_balance));
  pdf.space(10);
  pdf.table(
    [
      { title: t.date, width: 72 },
      { title: t.description, width: 183 },
      { title: t.debit, width: 82, right: true },
      { title: t.credit, width: 82, right: true },
      { title: t.balance, width: 92, right: true },
    ],
    statement.entries.map((entry) => [
      date.day(entry.posted_at),
      entry.description,
      entry.debit ? formatRupees(entry.debit) : '',
      entry.credit ? formatRupees(entry.credit) : '',
      formatRupees(entry.balance),
    ]),
  );
  if (statement.entries.length === 0) pdf.text(t.noEntries, 9);
  pdf.field(t.totalDebits, formatRupees(totals.debits));
  pdf.field(t.totalCredits, formatRupees(totals.credits));
  pdf.field(t.closingBalance, formatRupees(statement.closing_balance));
  pdf.space(10);
  pdf.text(t.generated(date.moment(frame.generatedAt)), 8.5, { grey: true });
  pdf.text(frame.disclosure, 8.5, { grey: true });
  return pdf.finish(t.page);
}

/** An interest certificate for one financial year, for the customer's tax return. */
export async function interestCertificatePdf(
  frame: DocumentFrame & { pan: string; loanAccountNumber: string },
  certificate: InterestCertificate,
): Promise<Blob> {
  const { t } = frame;
  const date = datesIn(frame.locale);
  const pdf = await writerFor(
    frame,
    `${t.interestCertificate} ${t.financialYear(certificate.financial_year)}`,
  );
  pdf.text(frame.lenderName, 16);
  pdf.text(`${t.interestCertificate}: ${t.financialYear(certificate.financial_year)}`, 13, {
    gap: 8,
  });
  if (!certificate.final) pdf.text(t.provisionalNote, 11, { gap: 8 });
  pdf.field(t.customer, frame.customerName);
  pdf.field(t.pan, frame.pan);
  pdf.field(t.loanAccountNumber, frame.loanAccountNumber);
  pdf.field(t.lender, frame.lenderName);
  pdf.field(t.period, t.periodOf(date.day(certificate.from), date.day(certificate.to)));
  pdf.space(8);
  pdf.field(t.interestCharged, formatRupees(certificate.interest_charged));
  pdf.field(t.interestPaid, formatRupees(certificate.interest_paid));
  pdf.field(t.penalCharges, formatRupees(certificate.penal_charges));
  pdf.field(t.principalRepaid, formatRupees(certificate.principal_repaid));
  pdf.space(8);
  pdf.field(t.issuedOn, certificate.issued_at ? date.day(certificate.issued_at) : '');
  return finishCertificate(pdf, frame);
}

/**
 * A certificate's close: it needs no signature, who made it when, and the disclosure line; then
 * the page numbers.
 */
export function finishCertificate(pdf: PdfWriter, frame: DocumentFrame): Promise<Blob> {
  const { t } = frame;
  pdf.space(12);
  pdf.text(t.computerGenerated, 10);
  pdf.text(
    `${frame.brand} · ${t.generated(datesIn(frame.locale).moment(frame.generatedAt))}`,
    8.5,
    {
      grey: true,
    },
  );
  pdf.text(frame.disclosure, 8.5, { grey: true });
  return pdf.finish(t.page);
}
