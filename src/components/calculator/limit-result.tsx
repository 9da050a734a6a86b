import { WarningIcon } from '@/components/ui/icons';
import type { BorrowingLimit } from '@/lib/borrowing-rules';
import { formatRupees } from '@/lib/format';

const SHORT_OF = {
  'holding-too-small': 'A minimum holding of ₹50,000 is needed',
  'loan-too-small': 'The minimum loan is ₹50,000',
} as const;

export function LimitResult({ limit }: { limit: BorrowingLimit }) {
  if (limit.kind === 'holding-too-small' || limit.kind === 'loan-too-small') {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
        <WarningIcon className="mt-0.5 size-5 shrink-0" />
        {SHORT_OF[limit.kind]}
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
      <p className="text-slate-700">
        You could borrow up to{' '}
        <strong className="block text-3xl font-bold text-brand-800">
          {formatRupees(limit.amount)}
        </strong>
      </p>
      {limit.kind === 'capped' ? (
        <p className="mt-1 text-sm text-slate-700">That is the largest loan we offer: ₹5 crore.</p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        Indicative: the lender values your investments and sets the final limit.
      </p>
    </div>
  );
}
