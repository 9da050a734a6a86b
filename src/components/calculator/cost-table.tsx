import { DataTable } from '@/components/ui/data-table';
import { compareInterest } from '@/lib/borrowing-rules';
import { formatPercent, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { calculatorTexts } from './texts';

type Props = { amount: number; months: number };

const head = 'py-2 font-medium whitespace-nowrap';

export function CostTable({ amount, months }: Props) {
  const t = useTexts(calculatorTexts);
  return (
    <div>
      <DataTable
        caption={t.costCaption(formatRupees(amount), months)}
        captionClassName="mb-2 text-left font-medium text-slate-800"
        className="w-full text-left text-sm"
        headClassName="text-slate-600"
        headRowClassName="border-b border-slate-200"
        rows={compareInterest(amount, months)}
        rowKey={(offer) => offer.name}
        rowClassName={(offer) =>
          `border-b border-slate-100 ${offer.ours ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800'}`
        }
        rowHeader
        columns={[
          {
            label: t.borrowing,
            head: `${head} pr-3`,
            value: (offer) => t.offerName(offer.name),
            cell: 'py-2.5 pr-3 pl-2 font-[inherit]',
          },
          {
            label: t.rateAYear,
            head: `${head} px-3 text-right`,
            value: (offer) => formatPercent(offer.rate),
            cell: 'px-3 py-2.5 text-right',
          },
          {
            label: t.interest,
            head: `${head} pl-3 text-right`,
            value: (offer) => formatRupees(offer.interest),
            cell: 'py-2.5 pr-2 pl-3 text-right whitespace-nowrap',
          },
        ]}
      />
      <p className="mt-2 text-sm text-slate-600">{t.costIndicative}</p>
    </div>
  );
}
