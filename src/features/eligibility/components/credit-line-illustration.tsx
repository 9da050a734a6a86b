import { CREDIT_LINE_RATE } from '@/lib/borrowing-rules';
import { formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { eligibilityTexts } from '../texts';
import { cardSurface } from '@/components/ui/section-card';

/**
 * One worked example, so the figures agree with each other: 50% of ₹10 lakh, ₹1.5 lakh used, at
 * the rate a credit line against mutual funds carries (the FAQ's and the calculator's 10.5%, not
 * the claims' lowest 'from' rate: docs/product.md#marketing-claims).
 */
const PLEDGED = 1_000_000;
const LIMIT = 500_000;
const USED = 150_000;
const interestFor30Days = Math.round((USED * CREDIT_LINE_RATE * 30) / 100 / 365);

/**
 * The hero's other half on wide screens: a credit line as it works, drawn in markup (no image
 * to fetch, nothing to wait for). On a phone the hero's text and button are enough.
 */
export function CreditLineIllustration() {
  const t = useTexts(eligibilityTexts);
  return (
    <figure className="hidden lg:block" aria-labelledby="credit-line-example">
      <div className="relative mx-auto max-w-sm">
        <div className={`p-6 shadow-xl ${cardSurface}`}>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t.exampleCreditLine}
          </p>
          <p className="mt-2 text-3xl font-bold text-slate-900">{formatRupees(LIMIT - USED)}</p>
          <p className="text-sm text-slate-600">{t.exampleAvailable}</p>
          <div className="mt-5 h-3 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${(USED / LIMIT) * 100}%` }}
            />
          </div>
          <p className="mt-2 flex justify-between text-xs text-slate-600">
            <span>{t.used(formatRupees(USED))}</span>
            <span>{t.limit(formatRupees(LIMIT))}</span>
          </p>
          <dl className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t.mutualFundsPledged}</dt>
              <dd className="font-semibold text-slate-900">{formatRupees(PLEDGED)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t.interestFor30Days}</dt>
              <dd className="font-semibold text-slate-900">{formatRupees(interestFor30Days)}</dd>
            </div>
          </dl>
        </div>
        <p className="absolute -top-4 -right-3 rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-amber-950 shadow">
          {t.fundsStayInvested}
        </p>
      </div>
      <figcaption id="credit-line-example" className="mt-4 text-center text-sm text-slate-600">
        {t.example(formatRupees(PLEDGED), formatRupees(USED), CREDIT_LINE_RATE)}
      </figcaption>
    </figure>
  );
}
