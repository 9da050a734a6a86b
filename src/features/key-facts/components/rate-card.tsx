import { SectionCard } from '@/components/ui/section-card';
import { formatPercent, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { KeyFacts } from '@/loan/api/key-facts';
import { workedExampleInterest } from '../key-facts-rules';
import { rateLine } from '../key-facts-words';
import { keyFactsTexts } from '../texts';

/** The rate and its type, the APR with what it includes, and the worked example on that rate. */
export function RateCard({ facts }: { facts: KeyFacts }) {
  const t = useTexts(keyFactsTexts);
  return (
    <SectionCard title={t.rateTitle}>
      <p className="text-lg font-semibold text-slate-900">{rateLine(facts, t)}</p>
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
