import type { ReactNode } from 'react';
import { cardSurface, SectionCard } from '@/components/ui/section-card';
import { useTexts } from '@/lib/i18n/texts';
import { eligibilityTexts } from '../texts';

/** Annual interest, for the comparison drawn at a glance. */
const RATES = [
  { key: 'loanAgainstSecurities', rate: 10.25, ours: true },
  { key: 'personalLoan', rate: 18, ours: false },
  { key: 'creditCard', rate: 35, ours: false },
] as const;

export function FeatureCards() {
  const t = useTexts(eligibilityTexts);
  return (
    <section aria-labelledby="features-heading" className="mt-12">
      <h2 id="features-heading" className="sr-only">
        {t.featuresHeading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {t.features().map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-2xl font-bold text-brand-700" aria-hidden="true">
              {feature.figure}
            </p>
            <h3 className="mt-2 font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhyChooseUs() {
  const t = useTexts(eligibilityTexts);
  const max = Math.max(...RATES.map((r) => r.rate));
  return (
    <SectionCard
      title={t.whyHeading}
      titleClassName="text-2xl font-semibold text-slate-900"
      stacked={false}
      look={`mt-12 p-6 sm:p-8 ${cardSurface}`}
    >
      <p className="mt-2 max-w-2xl text-slate-600">{t.whyText}</p>
      <figure className="mt-6">
        <figcaption className="mb-4 text-sm font-medium text-slate-700">
          {t.interestPerYear}
        </figcaption>
        <ul className="space-y-4">
          {RATES.map(({ key, rate, ours }) => (
            <li
              key={key}
              className="grid grid-cols-[9rem_1fr] items-center gap-3 sm:grid-cols-[13rem_1fr]"
            >
              <span
                className={`text-sm ${ours ? 'font-semibold text-brand-800' : 'text-slate-700'}`}
              >
                {t[key]}
              </span>
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`block h-4 rounded-full ${ours ? 'bg-brand-600' : 'bg-slate-300'}`}
                  style={{ width: `${(rate / max) * 100}%` }}
                />
                <span
                  className={`text-sm whitespace-nowrap ${ours ? 'font-bold text-brand-800' : 'font-semibold text-slate-800'}`}
                >
                  {ours ? t.fromRate(rate) : `${rate}%`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </figure>
    </SectionCard>
  );
}

export function ClosingCta({ action }: { action: ReactNode }) {
  const t = useTexts(eligibilityTexts);
  return (
    <section className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
      <h2 className="text-2xl font-semibold">{t.closingHeading}</h2>
      <p className="max-w-xl text-brand-50">{t.closingText}</p>
      {action}
    </section>
  );
}
