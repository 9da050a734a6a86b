import { CheckCircleIcon, WarningIcon } from '@/components/ui/icons';
import { formatPercent } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { Health } from './collateral-rules';
import { loanWords } from './texts';

/**
 * How the loan's health looks wherever it shows: the health panel on /loan and the preview of a
 * collateral change draw the same colours and the same bar.
 */

/** The loan-to-value now is read to one decimal, a whole one too ('42.0%'). */
export const LTV_DECIMALS = 1;

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
  const t = useTexts(loanWords);
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
