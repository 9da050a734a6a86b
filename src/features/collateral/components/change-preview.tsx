import { formatPercent, formatRupeesOrDash } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { SectionCard } from '@/components/ui/section-card';
import type { Figures } from '../collateral-change-rules';
import { changeTexts } from '../change-texts';
import { loanWords } from '@/loan/texts';
import { healthStyle, LTV_DECIMALS, LtvBar } from '@/loan/health-view';

/**
 * What a release or pledge does to the loan, now -> after, before any code is asked: drawing power,
 * available amount, loan-to-value and the health state in words, and the health bar now and after
 * (the health panel's own bar), so a glance on a phone tells whether the change is safe.
 */
export function ChangePreview({ now, after }: { now: Figures; after: Figures | undefined }) {
  const t = useTexts(changeTexts);
  const words = useTexts(loanWords);
  const ltv = (value: number | undefined) =>
    value === undefined ? '—' : formatPercent(value, LTV_DECIMALS);
  // Units over what the fund holds: said instead of figures for a number not typed.
  const over = t.overMaximum;
  // Paise only where the figure has them: where the loan's own figures are whole rupees, the
  // estimate after is too (a fund's units to three decimals leave stray paise).
  const whole = [now.drawingPower, now.available].every(
    (v) => v === undefined || Number.isInteger(v),
  );
  const money = (value: number | undefined) =>
    formatRupeesOrDash(value === undefined || !whole ? value : Math.floor(value));
  return (
    <SectionCard title={t.beforeAndAfter} stacked={false}>
      <dl className="mt-4 divide-y divide-slate-100">
        <Row
          label={t.drawingPower}
          now={money(now.drawingPower)}
          after={after ? money(after.drawingPower) : over}
        />
        <Row
          label={t.available}
          now={money(now.available)}
          after={after ? money(after.available) : over}
        />
        <Row label={t.loanToValue} now={ltv(now.ltv)} after={after ? ltv(after.ltv) : over} />
        <Row
          label={t.health}
          now={now.health ? words.health(now.health) : '—'}
          after={after ? <HealthWords figures={after} /> : over}
        />
      </dl>
      <div className="mt-4 space-y-3">
        <Bar title={t.now} label={t.ltvNow} figures={now} />
        {after ? <Bar title={t.afterTitle} label={t.ltvAfter} figures={after} /> : null}
      </div>
    </SectionCard>
  );
}

function Row({ label, now, after }: { label: string; now: string; after: React.ReactNode }) {
  const t = useTexts(changeTexts);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right tabular-nums">
        <span className="text-slate-600">{now}</span>
        <span aria-hidden="true" className="px-2 text-slate-500">
          →
        </span>
        <span className="sr-only">{t.after}</span>
        <strong className="font-semibold text-slate-900">{after}</strong>
      </dd>
    </div>
  );
}

function HealthWords({ figures }: { figures: Figures }) {
  const t = useTexts(loanWords);
  if (!figures.health) return <>—</>;
  const style = healthStyle[figures.health];
  return (
    <span
      aria-live="polite"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm ring-1 ${style.box}`}
    >
      <style.Icon className="size-4" />
      {t.health(figures.health)}
    </span>
  );
}

function Bar({ title, label, figures }: { title: string; label: string; figures: Figures }) {
  if (figures.ltv === undefined) return null;
  const style = figures.health ? healthStyle[figures.health] : undefined;
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{title}</p>
      <LtvBar ltv={figures.ltv} cap={figures.cap} barClass={style?.bar} label={label} />
    </div>
  );
}
