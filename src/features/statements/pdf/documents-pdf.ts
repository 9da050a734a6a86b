import { formatDate, formatDateTime, formatRupees } from '@/lib/format';
import { dayOf } from '@/lib/ist';
import type { AccountStatement, InterestCertificate } from '../api/statements';
import { ledgerTotals } from '../ledger-rules';
import type { Period } from '../period-rules';
import type { StatementTexts } from '../texts';
import { pdfWriter } from '@/lib/pdf/pdf-writer';

/** What every document names besides its figures, in the language on screen. */
export type DocumentFrame = {
  t: StatementTexts;
  /** 'en-IN' or 'hi-IN'. */
  language: string;
  brand: string;
  customerName: string;
  lenderName: string;
  generatedAt: Date;
  /** The lender disclosure line (docs/product.md#lender-disclosure-and-grievance). */
  disclosure: string;
};

const dayOfEntry = (value: string) => {
  const day = dayOf(value);
  return day ? formatDate(day) : value;
};

/** The statement of account as a PDF of real text (docs/product.md#statements). */
export async function accountStatementPdf(
  frame: DocumentFrame,
  statement: AccountStatement,
  period: Period,
): Promise<Blob> {
  const { t } = frame;
  const pdf = await pdfWriter({ title: t.accountStatement, language: frame.language });
  const totals = ledgerTotals(statement.entries);
  pdf.text(frame.brand, 16);
  pdf.text(t.accountStatement, 13, { gap: 8 });
  pdf.field(t.customer, frame.customerName);
  pdf.field(t.loanAccountNumber, statement.loan_account_number);
  pdf.field(t.lender, frame.lenderName);
  pdf.field(t.period, t.periodOf(formatDate(period.from), formatDate(period.to)));
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
      dayOfEntry(entry.posted_at),
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
  pdf.text(t.generated(formatDateTime(frame.generatedAt.toISOString())), 8.5, { grey: true });
  pdf.text(frame.disclosure, 8.5, { grey: true });
  return pdf.finish(t.page);
}

/** An interest certificate for one financial year, for the customer's tax return. */
export async function interestCertificatePdf(
  frame: DocumentFrame & { pan: string; loanAccountNumber: string },
  certificate: InterestCertificate,
): Promise<Blob> {
  const { t } = frame;
  const pdf = await pdfWriter({
    title: `${t.interestCertificate} ${t.financialYear(certificate.financial_year)}`,
    language: frame.language,
  });
  pdf.text(frame.lenderName, 16);
  pdf.text(`${t.interestCertificate}: ${t.financialYear(certificate.financial_year)}`, 13, {
    gap: 8,
  });
  if (!certificate.final) pdf.text(t.provisionalNote, 11, { gap: 8 });
  pdf.field(t.customer, frame.customerName);
  pdf.field(t.pan, frame.pan);
  pdf.field(t.loanAccountNumber, frame.loanAccountNumber);
  pdf.field(t.lender, frame.lenderName);
  pdf.field(t.period, t.periodOf(formatDate(certificate.from), formatDate(certificate.to)));
  pdf.space(8);
  pdf.field(t.interestCharged, formatRupees(certificate.interest_charged));
  pdf.field(t.interestPaid, formatRupees(certificate.interest_paid));
  pdf.field(t.penalCharges, formatRupees(certificate.penal_charges));
  pdf.field(t.principalRepaid, formatRupees(certificate.principal_repaid));
  pdf.space(8);
  pdf.field(t.issuedOn, certificate.issued_at ? dayOfEntry(certificate.issued_at) : '');
  pdf.space(12);
  pdf.text(t.computerGenerated, 10);
  pdf.text(
    `${frame.brand} · ${t.generated(formatDateTime(frame.generatedAt.toISOString()))}`,
    8.5,
    {
      grey: true,
    },
  );
  pdf.text(frame.disclosure, 8.5, { grey: true });
  return pdf.finish(t.page);
}
