import { Modal } from '@/components/ui/modal';
import { formatDateTime, formatRupeesOrDash } from '@/lib/format';
import type { Row } from '../transaction-filters';
import { STATUS_WORDS } from '../transaction-rules';

/** Everything known of one transaction (docs/product.md#transactions), in a dialog. */
export function TransactionDetail({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  if (!row) return null;
  const { tx } = row;
  const { bank_name: bank, account_last_4_digits: last4 } = tx.event_details;
  const facts: [string, string][] = [
    ['Date and time', `${formatDateTime(tx.created_at)} IST`],
    ['Amount', formatRupeesOrDash(row.amount)],
    ['Status', STATUS_WORDS[row.status]],
    ['Bank', bank || '—'],
    ['Account ending', last4 ? `••${last4}` : '—'],
    ['Reference', tx.reference || '—'],
    ...(tx.failure_reason ? ([['Failure reason', tx.failure_reason]] as [string, string][]) : []),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={row.repayment ? 'Repayment details' : 'Withdrawal details'}
      closeLabel="Close"
      panelClassName="w-full max-w-md p-6 text-left"
    >
      <dl className="mt-4 divide-y divide-slate-100">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900 sm:text-right">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
