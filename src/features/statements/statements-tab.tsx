import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { istDay } from '@/lib/ist';
import { usePdfCodeAhead } from '@/lib/pdf/pdf-code';
import { AccountStatement } from './components/account-statement';
import { InterestCertificates } from './components/interest-certificates';
import { chosenPeriod, PeriodChoice, type PeriodChoiceValue } from './components/period-choice';
import { documentsPdfCode } from './pdf/documents-code';
import { lastFinancialYear, thisFinancialYear } from './period-rules';
import { statementTexts } from './texts';

/**
 * /loan's 'Statements' tab (docs/product.md#statements): the statement of account of a period
 * and the interest certificates. Its own lazy chunk; the PDFs' code (the writer and its fonts)
 * is asked for once the tab is drawn and the browser idle, so a press seldom waits for it.
 */
export function StatementsTab() {
  const t = useTexts(statementTexts);
  usePdfCodeAhead(documentsPdfCode);
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
        {/* A named period says its days ('1 Apr 2026 to 29 Nov 2026'). */}
        {choice.kind !== 'custom' && typeof period === 'object' ? (
          <p className="mt-2 text-sm text-slate-600">
            {t.periodOf(formatDate(period.from), formatDate(period.to))}
          </p>
        ) : null}
        {typeof period === 'object' ? <AccountStatement period={period} /> : null}
      </SectionCard>
      <InterestCertificates />
    </div>
  );
}
