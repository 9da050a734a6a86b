import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { useTexts } from '@/lib/i18n/texts';
import { istDay } from '@/lib/ist';
import { AccountStatement } from './components/account-statement';
import { InterestCertificates } from './components/interest-certificates';
import { chosenPeriod, PeriodChoice, type PeriodChoiceValue } from './components/period-choice';
import { lastFinancialYear, thisFinancialYear } from './period-rules';
import { statementTexts } from './texts';

/**
 * /loan's 'Statements' tab (docs/product.md#statements): the statement of account of a period
 * and the interest certificates. Its own lazy chunk; the PDF code loads only when asked for.
 */
export function StatementsTab() {
  const t = useTexts(statementTexts);
  const [now] = useState(() => new Date());
  const years = { this: thisFinancialYear(now), last: lastFinancialYear(now) };
  const [choice, setChoice] = useState<PeriodChoiceValue>({
    kind: 'this',
    from: years.this.from,
    to: years.this.to,
  });
  const today = istDay(now);
  const period = chosenPeriod(choice, years, today);
  const problem = typeof period === 'string' ? t[period] : undefined;
  return (
    <div className="space-y-6">
      <SectionCard title={t.accountStatement}>
        <PeriodChoice value={choice} today={today} problem={problem} onChange={setChoice} />
        {typeof period === 'object' ? <AccountStatement period={period} /> : null}
      </SectionCard>
      <InterestCertificates />
    </div>
  );
}
