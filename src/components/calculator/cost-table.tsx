import { compareInterest } from '@/lib/borrowing-rules';
import { formatPercent, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { calculatorTexts } from './texts';

type Props = { amount: number; months: number };

export function CostTable({ amount, months }: Props) {
  const t = useTexts(calculatorTexts);
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium text-slate-800">
          {t.costCaption(formatRupees(amount), months)}
        </caption>
        <thead className="text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3 font-medium whitespace-nowrap">
              {t.borrowing}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
              {t.rateAYear}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">
              {t.interest}
            </th>
          </tr>
        </thead>
        <tbody>
          {compareInterest(amount, months).map(({ name, rate, interest, ours }) => (
            <tr
              key={name}
              className={`border-b border-slate-100 ${ours ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800'}`}
            >
              <th scope="row" className="py-2.5 pr-3 pl-2 font-[inherit]">
                {t.offerName(name)}
              </th>
              <td className="px-3 py-2.5 text-right">{formatPercent(rate)}</td>
              <td className="py-2.5 pr-2 pl-3 text-right whitespace-nowrap">
                {formatRupees(interest)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-600">{t.costIndicative}</p>
    </div>
  );
}
