import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { formatDate, formatRupeesOrDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { LoanDetails } from '@/loan/api/loan-details';
import type { LineClose } from '@/loan/line-close';
import { eligibilityTexts } from '../texts';
import { CreditMeter } from '@/loan/credit-meter';

/**
 * The hero's other half for a customer who has a line: her own figures where others see the
 * example, on every screen size (what she can draw matters more on a phone than a picture does).
 * A line being closed or closed has nothing to draw: it says where it stands instead, and a
 * closed one since when, with its no-dues certificate (`noDues`, the page's to give: features
 * never import each other).
 */
export function YourCreditLine({
  loan,
  close,
  noDues,
}: {
  loan: LoanDetails;
  close: LineClose;
  noDues?: ReactNode;
}) {
  const t = useTexts(eligibilityTexts);
  if (loan.credit_status === 'CLOSED')
    return close.closedOn ? (
      <LineStanding standing={t.lineClosed} note={t.closedOn(formatDate(close.closedOn))}>
        {noDues ? <div className="mt-5 *:w-full">{noDues}</div> : null}
      </LineStanding>
    ) : (
      <LineStanding standing={t.lineClosed} note={t.lineClosedNote} />
    );
  if (close.closing)
    return (
      <LineStanding
        standing={t.lineClosing}
        note={t.lineClosingNote(close.closingDue ? formatDate(close.closingDue) : undefined)}
      />
    );
  return (
    <LineCard>
      <p className="mt-2 text-3xl font-bold text-slate-900">
        {formatRupeesOrDash(loan.available_credit_amount)}
      </p>
      <p className="text-sm text-slate-600">{t.availableToWithdraw}</p>
      <CreditMeter loan={loan} label={t.creditUsed} usedOf={t.usedOf} />
      <p className="mt-2 flex justify-between gap-4 text-xs text-slate-600">
        <span>{t.used(formatRupeesOrDash(loan.principal_outstanding_amount))}</span>
        <span>{t.limit(formatRupeesOrDash(loan.total_credit_amount))}</span>
      </p>
    </LineCard>
  );
}

/** A line being closed or closed: where it stands in a word, what that means, and any action. */
function LineStanding({
  standing,
  note,
  children,
}: {
  standing: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <LineCard>
      <p className="mt-2 text-3xl font-bold text-slate-900">{standing}</p>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      {children}
    </LineCard>
  );
}

/** The card, its heading and the way to the loan's page, around what the line shows. */
function LineCard({ children }: { children: ReactNode }) {
  const t = useTexts(eligibilityTexts);
  return (
    <section aria-labelledby="your-credit-line" className="mt-10 lg:mt-0">
      <div className="mx-auto max-w-sm rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <h2
          id="your-credit-line"
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t.yourCreditLine}
        </h2>
        {children}
        <Link to={paths.loan} className={buttonClass('secondary', 'mt-5 w-full')}>
          {t.viewMyLoan}
        </Link>
      </div>
    </section>
  );
}
