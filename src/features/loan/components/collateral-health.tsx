import { CheckCircleIcon, WarningIcon } from '@/components/ui/icons';
import { Figure } from '@/components/ui/figure';
import { cardClass } from '@/components/ui/section-card';
import { formatDate, formatPercent, formatRupees, formatRupeesOrDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { LoanDetails } from '@/session/api/loan-details';
import { collateralOf, type Health } from '../collateral-rules';
import { loanTexts } from '../texts';

/** The loan-to-value now is read to one decimal, a whole one too ('42.0%'). */
const LTV_DECIMALS = 1;

export const healthStyle: Record<
  Health,
  { box: string; bar: string; Icon: typeof CheckCircleIcon }
> = {
  Healthy: {
    box: 'bg-green-50 text-green-900 ring-green-300',
    bar: 'bg-green-700',
    Icon: CheckCircleIcon,
  },
  'Close to your limit': {
    box: 'bg-amber-50 text-amber-900 ring-amber-300',
    bar: 'bg-amber-600',
    Icon: WarningIcon,
  },
  'Margin shortfall': {
    box: 'bg-red-50 text-red-900 ring-red-300',
    bar: 'bg-red-700',
    Icon: WarningIcon,
  },
};

/**
 * docs/product.md#collateral-health: what the pledged funds are worth, how much they allow, how
 * much is used, and the loan-to-value now against the lender's cap, as words, figures and a bar
 * with the cap marked.
 */
export function CollateralHealth({ loan }: { loan: LoanDetails }) {
  const t = useTexts(loanTexts);
  const c = collateralOf(loan);
  const style = c.health ? healthStyle[c.health] : undefined;
  return (
    <section aria-labelledby="collateral-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="collateral-heading" className="text-lg font-semibold text-slate-900">
          {t.collateralHealth}
        </h2>
        {c.health && style ? (
          <p
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${style.box}`}
          >
            <style.Icon className="size-4" />
            {t.health(c.health)}
          </p>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label={t.pledgedValue} value={formatRupeesOrDash(c.pledged)} />
        <Figure label={t.drawingPower} value={formatRupeesOrDash(c.drawingPower)} />
        <Figure label={t.usedShort} value={formatRupeesOrDash(c.used)} />
        <Figure
          label={t.loanToValue}
          value={c.ltv === undefined ? '—' : formatPercent(c.ltv, LTV_DECIMALS)}
          note={c.cap === undefined ? undefined : t.cap(formatPercent(c.cap))}
        />
      </dl>
      {c.ltv === undefined ? null : <LtvBar ltv={c.ltv} cap={c.cap} barClass={style?.bar} />}
      {c.shortfall > 0 ? (
        <p className="mt-4 text-sm font-medium text-red-900">
          {t.aboveDrawingPower(
            formatRupees(c.shortfall),
            c.dueDate ? formatDate(c.dueDate) : undefined,
          )}
        </p>
      ) : null}
    </section>
  );
}

/** The loan-to-value on a 0–100% scale, the cap marked where the server says it is. */
export function LtvBar({
  ltv,
  cap,
  barClass = 'bg-brand-700',
  label,
}: {
  ltv: number;
  cap?: number;
  barClass?: string;
  label?: string;
}) {
  const t = useTexts(loanTexts);
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return (
    <div className="mt-5">
      <div
        role="meter"
        aria-label={label ?? t.loanToValue}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamp(ltv)}
        aria-valuetext={`${formatPercent(ltv, LTV_DECIMALS)}${cap === undefined ? '' : t.ofCap(formatPercent(cap))}`}
        className="relative h-3 rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${barClass}`} style={{ width: `${clamp(ltv)}%` }} />
        {cap === undefined ? null : (
          <div
            aria-hidden="true"
            className="absolute -top-1 -bottom-1 w-0.5 bg-slate-900"
            style={{ left: `${clamp(cap)}%` }}
          />
        )}
      </div>
      {cap === undefined ? null : (
        <div aria-hidden="true" className="relative mt-1 h-5 text-xs">
          <span
            className="absolute -translate-x-1/2 font-semibold whitespace-nowrap text-slate-900"
            style={{ left: `${clamp(cap)}%` }}
          >
            {t.cap(formatPercent(cap))}
          </span>
        </div>
      )}
    </div>
  );
}
