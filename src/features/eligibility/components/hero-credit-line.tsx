import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useTexts } from '@/lib/i18n/texts';
import { loanWords } from '@/loan/texts';
import { useLineClose } from '@/loan/line-close';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { CreditLineIllustration } from './credit-line-illustration';
import { YourCreditLine } from './your-credit-line';

/**
 * A customer's own line, or the example to one without a line. Until the loan is known neither
 * shows (made-up figures beside a real line are what this avoids); a loan that cannot be read
 * says so, with Try again, as /loan does.
 */
export function HeroCreditLine({ noDues }: { noDues?: ReactNode }) {
  const query = useQuery(loanDetailsQuery);
  const words = useTexts(loanWords);
  const close = useLineClose();
  const loan = query.data;
  if (query.isError && loan === undefined)
    return (
      <div className="mt-10 lg:mt-0">
        <LoadError message={words.couldNotLoad} onRetry={() => void query.refetch()} />
      </div>
    );
  if (loan === undefined) return null;
  return loan ? (
    <YourCreditLine loan={loan} close={close} noDues={noDues} />
  ) : (
    <CreditLineIllustration />
  );
}
