import type { ReactNode } from 'react';

const FEATURES = [
  {
    figure: '₹5 Cr',
    title: 'Loans up to Rs 5 crore',
    text: 'One credit line against your mutual funds and stocks.',
  },
  {
    figure: '10.25%',
    title: 'Rates from 10.25% p.a.',
    text: 'Interest only on what you use, for the days you use it.',
  },
  {
    figure: '50%',
    title: '50% LTV on stocks',
    text: 'Borrow up to half the value of your pledged shares.',
  },
  {
    figure: '10 min',
    title: 'Disbursal in 10 minutes',
    text: 'Fully digital: no branch visits, no paperwork.',
  },
  {
    figure: '₹0',
    title: 'Zero pre-closure charges',
    text: 'Repay any time, in part or in full, for free.',
  },
] as const;

/** Annual interest, for the comparison drawn at a glance. */
const RATES = [
  { label: 'Loan against securities', rate: 10.25, ours: true },
  { label: 'Personal loan', rate: 18, ours: false },
  { label: 'Credit card', rate: 35, ours: false },
] as const;

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mt-12">
      <h2 id="features-heading" className="sr-only">
        Features
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {FEATURES.map((feature) => (
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
  const max = Math.max(...RATES.map((r) => r.rate));
  return (
    <section
      aria-labelledby="why-heading"
      className="mt-12 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="why-heading" className="text-2xl font-semibold text-slate-900">
        Why Choose Us
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Keep your investments growing and borrow at a fraction of what unsecured credit costs: rates
        from 10.25% p.a., disbursal in 10 minutes and zero pre-closure charges.
      </p>
      <figure className="mt-6">
        <figcaption className="mb-4 text-sm font-medium text-slate-700">
          Interest per year
        </figcaption>
        <ul className="space-y-4">
          {RATES.map(({ label, rate, ours }) => (
            <li
              key={label}
              className="grid grid-cols-[9rem_1fr] items-center gap-3 sm:grid-cols-[13rem_1fr]"
            >
              <span
                className={`text-sm ${ours ? 'font-semibold text-brand-800' : 'text-slate-700'}`}
              >
                {label}
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
                  {ours ? `from ${rate}%` : `${rate}%`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </figure>
    </section>
  );
}

export function ClosingCta({ action }: { action: ReactNode }) {
  return (
    <section className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
      <h2 className="text-2xl font-semibold">Your investments can do more</h2>
      <p className="max-w-xl text-brand-50">
        Find out in minutes how much you can borrow, without selling a single unit.
      </p>
      {action}
    </section>
  );
}
