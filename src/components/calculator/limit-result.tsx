import { WarningIcon } from '@/components/ui/icons';
import type { BorrowingLimit } from '@/lib/borrowing-rules';
import { formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { calculatorTexts } from './texts';

const SHORT_OF = {
  'holding-too-small': 'minimumHolding',
  'loan-too-small': 'minimumLoan',
} as const;

export function LimitResult({ limit }: { limit: BorrowingLimit }) {
  const t = useTexts(calculatorTexts);
  if (limit.kind === 'holding-too-small' || limit.kind === 'loan-too-small') {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
        <WarningIcon className="mt-0.5 size-5 shrink-0" />
        {t[SHORT_OF[limit.kind]]}
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
      <p className="text-slate-700">
        {t.couldBorrow}{' '}
        <strong className="block text-3xl font-bold text-brand-800">
          {formatRupees(limit.amount)}
        </strong>
      </p>
      {limit.kind === 'capped' ? (
        <p className="mt-1 text-sm text-slate-700">{t.largestLoan}</p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">{t.limitIndicative}</p>
    </div>
  );
}
