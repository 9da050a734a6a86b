import { SectionCard } from '@/components/ui/section-card';
import { formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { KeyFacts } from '@/loan/api/key-facts';
import { priceOf } from '../key-facts-words';
import { keyFactsTexts } from '../texts';

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
