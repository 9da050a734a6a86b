import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatRupeesOrDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { Row } from '../transaction-filters';
import { badgeTone, eventLabel } from '../transaction-rules';
import { transactionTexts } from '../transaction-texts';

/** One transaction; pressing it opens its details. */
export function TransactionRow({ row, onOpen }: { row: Row; onOpen: () => void }) {
  const t = useTexts(transactionTexts);
  const event = t.event(row.tx.event_type);
  const { tx } = row;
  const { bank_name: bank, account_last_4_digits: last4 } = tx.event_details;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="grid w-full grid-cols-[1fr_auto] items-center gap-x-3 px-4 py-4 text-left hover:bg-slate-50 focus-visible:bg-slate-50 sm:gap-x-4 sm:px-5"
      >
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">
              {row.repayment ? t.repayment : t.withdrawal}
            </span>
            <Badge tone={badgeTone(tx.event_type)}>
              {/* An event the portal does not know is named as the server names it. */}
              {event ?? <span translate="no">{eventLabel(tx.event_type)}</span>}
            </Badge>
          </span>
          <span className="mt-1 block text-sm text-slate-600">
            <time dateTime={tx.created_at}>{formatDateTime(tx.created_at)}</time>
            {bank ? (
              <>
                {' · '}
                <span translate="no">{bank}</span>
                {last4 ? ` ••${last4}` : ''}
              </>
            ) : (
              ''
            )}
          </span>
        </span>
        <Amount row={row} />
      </button>
    </li>
  );
}

/** The words under the amount on every screen: the amount stays whole on a 320 px phone. */
const unmoved =
  'flex flex-col-reverse items-end whitespace-nowrap tabular-nums text-slate-600 sm:flex-row sm:items-baseline sm:gap-1';

/**
 * Money that moved has a sign and its colour; money that may still move says 'Pending' and is
 * muted; money that did not move says so and is struck through, never signed
 * (docs/product.md#transactions).
 */
function Amount({ row }: { row: Row }) {
  const t = useTexts(transactionTexts);
  const rupees = formatRupeesOrDash(row.amount);
  if (row.status === 'SUCCESSFUL') {
    return (
      <span
        className={`text-right font-semibold whitespace-nowrap tabular-nums ${row.repayment ? 'text-green-800' : 'text-sky-800'}`}
      >
        <span className="sr-only">{row.repayment ? t.repaidAmount : t.withdrawnAmount}</span>
        {row.amount === undefined ? rupees : `${row.repayment ? '−' : '+'}${rupees}`}
      </span>
    );
  }
  if (row.status === 'INITIATED') {
    return (
      <span className={unmoved}>
        <span className="text-xs">{t.pending}</span>
        <span className="font-semibold">{rupees}</span>
      </span>
    );
  }
  return (
    <span className={unmoved}>
      <span className="text-xs">{row.repayment ? t.notRepaid : t.notWithdrawn}</span>
      <span className="font-semibold line-through">{rupees}</span>
    </span>
  );
}
