import { formatNumber, orDash } from '@/lib/format';
import { datesIn, finishCertificate, writerFor, type DocumentFrame } from './documents-pdf';

/** What a no-dues certificate says besides its frame: the account, the closure, the funds freed. */
export type NoDues = {
  loanAccountNumber: string;
  /** When the close completed: its Indian day is the closure date. */
  closedOn: string;
  released: { scheme_name: string; folio_no: string; units?: number }[];
};

/**
 * A closed line's no-dues certificate, made for the borrower in the language on screen
 * (docs/product.md#statements): the lender, the borrower, the loan account, the closure date and
 * every fund whose pledge was released.
 */
export async function noDuesCertificatePdf(frame: DocumentFrame, noDues: NoDues): Promise<Blob> {
  const { t } = frame;
  const date = datesIn(frame.locale);
  const closedOn = date.day(noDues.closedOn);
  const pdf = await writerFor(frame, t.noDuesCertificate);
  pdf.text(frame.lenderName, 16);
  pdf.text(t.noDuesCertificate, 13, { gap: 8 });
  pdf.field(t.customer, frame.customerName);
  pdf.field(t.loanAccountNumber, noDues.loanAccountNumber);
  pdf.field(t.lender, frame.lenderName);
  pdf.field(t.closedOn, closedOn);
  pdf.space(8);
  pdf.text(
    t.noDuesStatement(frame.lenderName, frame.customerName, noDues.loanAccountNumber, closedOn),
    11,
    { gap: 8 },
  );
  pdf.text(t.releasedFunds, 11);
  pdf.table(
    [
      { title: t.fund, width: 291 },
      { title: t.folio, width: 110 },
      { title: t.units, width: 110, right: true },
    ],
    noDues.released.map((fund) => [
      fund.scheme_name,
      fund.folio_no,
      orDash(fund.units, formatNumber),
    ]),
  );
  return finishCertificate(pdf, frame);
}
