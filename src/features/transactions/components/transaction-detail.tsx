import { Modal } from '@/components/ui/modal';
import { formatDateTime, formatRupeesOrDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { Row } from '../transaction-filters';
import { transactionTexts } from '../transaction-texts';

/** Everything known of one transaction (docs/product.md#transactions), in a dialog. */
export function TransactionDetail({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  const t = useTexts(transactionTexts);
  if (!row) return null;
  const { tx } = row;
  const { bank_name: bank, account_last_4_digits: last4 } = tx.event_details;
  /** A term, its value, and whether the value is the server's, shown as sent. */
  const facts: [string, string, boolean?][] = [
    [t.dateAndTime, t.inIst(formatDateTime(tx.created_at))],
    [t.amount, formatRupeesOrDash(row.amount)],
    [t.status, t.statusWord(row.status)],
    [t.bank, bank || '—', true],
    [t.accountEnding, last4 ? `••${last4}` : '—'],
    [t.reference, tx.reference || '—', true],
    ...(tx.failure_reason
      ? ([[t.failureReason, tx.failure_reason, true]] as [string, string, boolean][])
      : []),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={row.repayment ? t.repaymentDetails : t.withdrawalDetails}
      closeLabel={t.close}
      panelClassName="w-full max-w-md p-6 text-left"
    >
      <dl className="mt-4 divide-y divide-slate-100">
        {facts.map(([term, value, asSent]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd
              translate={asSent ? 'no' : undefined}
              className="min-w-0 font-medium break-words text-slate-900 sm:text-right"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
