import { Figure } from '@/components/ui/figure';
import { SectionCard } from '@/components/ui/section-card';
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatRupees,
  formatRupeesOrDash,
} from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { LoanDetails } from '@/loan/api/loan-details';
import { collateralOf } from '@/loan/collateral-rules';
import { useCureInProgress } from '@/loan/cure-in-progress';
import { healthStyle, LTV_DECIMALS, LtvBar } from '@/loan/health-view';
import { loanWords } from '@/loan/texts';
import { loanTexts } from '../texts';

/**
 * docs/product.md#collateral-health: what the pledged funds are worth, how much they allow, how
 * much is used, and the loan-to-value now against the lender's cap, as words, figures and a bar
 * with the cap marked.
 */
export function CollateralHealth({ loan }: { loan: LoanDetails }) {
  const t = useTexts(loanTexts);
  const health = useTexts(loanWords);
  const c = collateralOf(loan);
  // A pledge under way that covers the shortfall is named, as the banner names it.
  const cure = useCureInProgress();
  const style = c.health ? healthStyle[c.health] : undefined;
  return (
    <SectionCard
      title={t.collateralHealth}
      stacked={false}
      aside={
        c.health && style ? (
          <p
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${style.box}`}
          >
            <style.Icon className="size-4" />
            {health.health(c.health)}
          </p>
        ) : null
      }
    >
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label={t.pledgedValue} value={formatRupeesOrDash(c.pledged)} />
        <Figure label={t.drawingPower} value={formatRupeesOrDash(c.drawingPower)} />
        <Figure label={t.usedShort} value={formatRupeesOrDash(c.used)} />
        <Figure
          label={health.loanToValue}
          value={c.ltv === undefined ? '—' : formatPercent(c.ltv, LTV_DECIMALS)}
          note={c.cap === undefined ? undefined : health.cap(formatPercent(c.cap))}
        />
      </dl>
      {c.ltv === undefined ? null : <LtvBar ltv={c.ltv} cap={c.cap} barClass={style?.bar} />}
      {c.shortfall > 0 ? (
        <p className="mt-4 text-sm font-medium text-red-900">
          {cure
            ? `${t.aboveDrawingPower(formatRupees(c.shortfall), undefined)} ${t.pledgeWillCover(formatNumber(cure.units), formatDate(cure.dueAt))}`
            : t.aboveDrawingPower(
                formatRupees(c.shortfall),
                c.dueDate ? formatDate(c.dueDate) : undefined,
              )}
        </p>
      ) : null}
    </SectionCard>
  );
}
