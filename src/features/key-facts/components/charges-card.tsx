import { SectionCard } from '@/components/ui/section-card';
import { formatPercent, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { Charge, KeyFacts } from '../api/key-facts';
import { keyFactsTexts, type KeyFactsTexts } from '../texts';

/** Every charge with its amount or percent, its limits, its basis and '+ GST'; then the penal charge. */
export function ChargesCard({ facts }: { facts: KeyFacts }) {
  const t = useTexts(keyFactsTexts);
  return (
    <SectionCard title={t.chargesTitle}>
      <dl className="-mt-1 divide-y divide-slate-100">
        {facts.charges.map((charge) => (
          <div key={charge.code} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <dt className="font-medium text-slate-900">{charge.name}</dt>
            <dd className="text-slate-700">{priceOf(charge, t)}</dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <dt className="font-medium text-slate-900">{t.penalCharge}</dt>
          <dd className="text-slate-700">
            {formatRupees(facts.penal_charge.amount)} {facts.penal_charge.basis}
            <span className="mt-1 block text-sm text-slate-600">{t.penalNote}</span>
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}

/** '1% of the limit, once (min ₹999, max ₹4,999) + GST'. */
function priceOf(charge: Charge, t: KeyFactsTexts): string {
  // The read leaves out a charge with neither, so one of the two is there.
  const price =
    charge.amount !== undefined
      ? formatRupees(charge.amount)
      : charge.percent !== undefined
        ? formatPercent(charge.percent)
        : undefined;
  const min = charge.min_amount === undefined ? undefined : formatRupees(charge.min_amount);
  const max = charge.max_amount === undefined ? undefined : formatRupees(charge.max_amount);
  const limits =
    min && max ? t.minMax(min, max) : min ? t.atLeast(min) : max ? t.atMost(max) : undefined;
  return [price, charge.basis, limits ? `(${limits})` : '', charge.plus_gst ? t.plusGst : '']
    .filter(Boolean)
    .join(' ');
}
