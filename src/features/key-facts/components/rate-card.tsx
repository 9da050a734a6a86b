import { SectionCard } from '@/components/ui/section-card';
import { formatPercent, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { KeyFacts } from '../api/key-facts';
import { workedExampleInterest } from '../key-facts-rules';
import { keyFactsTexts } from '../texts';

/** The rate and its type, the APR with what it includes, and the worked example on that rate. */
export function RateCard({ facts }: { facts: KeyFacts }) {
  const t = useTexts(keyFactsTexts);
  const rate = formatPercent(facts.interest_rate_percent);
  const benchmark = facts.benchmark;
  return (
    <SectionCard title={t.rateTitle}>
      <p className="text-lg font-semibold text-slate-900">
        {benchmark
          ? t.floatingRate(
              rate,
              benchmark.name,
              formatPercent(benchmark.rate_percent),
              formatPercent(benchmark.spread_percent),
            )
          : t.fixedRate(rate)}
      </p>
      <p className="text-slate-900">
        {t.apr(formatPercent(facts.apr_percent))}{' '}
        <span className="text-slate-600">({t.aprNote})</span>
      </p>
      <p className="text-slate-700">
        {t.workedExample(formatRupees(workedExampleInterest(facts.interest_rate_percent)))}
      </p>
    </SectionCard>
  );
}
