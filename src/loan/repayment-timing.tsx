import { useTexts } from '@/lib/i18n/texts';
import { loanWords } from './texts';

/**
 * When a repayment reaches the line, said wherever repaying is offered ('Withdraw or repay',
 * 'Pay now', 'Repay now'; docs/product.md#repayment-timing): peers post an evening's repayment a
 * day late without saying so.
 */
export function RepaymentTiming({ className = '' }: { className?: string }) {
  const t = useTexts(loanWords);
  return <p className={`text-sm ${className}`}>{t.repaymentTiming}</p>;
}
