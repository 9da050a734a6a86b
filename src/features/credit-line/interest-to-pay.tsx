import { useQuery } from '@tanstack/react-query';
import { CREDIT_LINE_WIDTH } from '@/config/constants';
import { InfoIcon } from '@/components/ui/icons';
import { interestMessage, interestNotice } from '@/loan/interest-due';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { useTexts } from '@/lib/i18n/texts';
import { creditLineTexts } from './texts';

/**
 * What 'Pay now' came to pay, above the credit line: read from the loan itself, so it goes once
 * the interest is paid (the page follows the loan while it is open).
 */
export function InterestToPay() {
  const t = useTexts(creditLineTexts);
  const loan = useQuery(loanDetailsQuery).data;
  const interest = loan ? interestNotice(loan, new Date()) : undefined;
  if (!interest) return null;
  const tone =
    interest.kind === 'due'
      ? 'border-sky-300 bg-sky-50 text-sky-950'
      : 'border-amber-300 bg-amber-50 text-amber-950';
  return (
    <section
      aria-label={t.interest}
      className={`mx-auto mb-4 flex w-full gap-3 rounded-xl border p-4 ${tone}`}
      style={{ maxWidth: CREDIT_LINE_WIDTH }}
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <p className="font-semibold">{interestMessage(interest)}</p>
    </section>
  );
}
