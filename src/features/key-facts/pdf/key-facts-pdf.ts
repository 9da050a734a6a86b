import { formatDate, formatDateTime, formatPercent, formatRupees } from '@/lib/format';
import { languageOf, type Locale } from '@/lib/i18n/languages';
import { pdfWriter } from '@/lib/pdf/pdf-writer';
import type { KeyFacts } from '@/loan/api/key-facts';
import { coolingOff, workedExampleInterest } from '../key-facts-rules';
import { priceOf, rateLine } from '../key-facts-words';
import type { KeyFactsTexts } from '../texts';

/** What the PDF names besides the facts, in the language on screen when it was asked for. */
export type KeyFactsFrame = {
  t: KeyFactsTexts;
  locale: Locale;
  brand: string;
  generatedAt: Date;
};

/**
 * The Key facts tab as a PDF of real text (docs/product.md#key-facts): the same facts, the KFS
 * number and when it was made, through the portal's one PDF writer. Loaded only when asked for.
 */
export async function keyFactsPdf(frame: KeyFactsFrame, facts: KeyFacts): Promise<Blob> {
  const { t, locale } = frame;
  const day = (value: string) => formatDate(value, locale);
  const pdf = await pdfWriter({ title: t.statementTitle, language: languageOf(locale).tag });
  pdf.text(frame.brand, 16);
  pdf.text(t.statementTitle, 13, { gap: 8 });
  pdf.field(t.kfsNumber, facts.kfs_number);
  pdf.field(t.lender, facts.lender_name);
  pdf.field(t.sanctionedLimit, formatRupees(facts.sanctioned_limit));
  pdf.field(t.sanctionedOn, day(facts.sanctioned_on));
  pdf.field(t.tenure, t.months(facts.tenure_months));
  pdf.field(t.renewalOn, day(facts.renewal_due_on));
  pdf.space(8);

  pdf.text(t.rateTitle, 12);
  pdf.text(rateLine(facts, t));
  pdf.text(`${t.apr(formatPercent(facts.apr_percent))} (${t.aprNote})`);
  pdf.text(t.workedExample(formatRupees(workedExampleInterest(facts.interest_rate_percent))));
  pdf.space(8);

  pdf.text(t.chargesTitle, 12);
  for (const charge of facts.charges) pdf.field(charge.name, priceOf(charge, t));
  pdf.field(
    t.penalCharge,
    `${formatRupees(facts.penal_charge.amount)} ${facts.penal_charge.basis}`,
  );
  pdf.text(t.penalNote, 9);
  pdf.space(8);

  const period = coolingOff(facts.cooling_off.ends_on, frame.generatedAt);
  pdf.text(t.coolingOffTitle, 12);
  pdf.text(
    period.inside ? t.coolingOffInside(day(period.day)) : t.coolingOffEnded(day(period.day)),
  );
  pdf.space(8);

  pdf.text(t.agentsTitle, 12);
  if (facts.recovery_agents.length === 0) pdf.text(t.noAgent);
  for (const agent of facts.recovery_agents)
    pdf.text(
      `${agent.name}, ${agent.agency}, ${agent.phone} (${t.agentSince(day(agent.assigned_on))})`,
    );
  pdf.space(8);

  const officer = facts.grievance_officer;
  pdf.text(t.grievanceTitle, 12);
  pdf.text(`${officer.name}, ${officer.email}, ${officer.phone}`);
  pdf.space(12);
  pdf.text(t.generated(formatDateTime(frame.generatedAt.toISOString(), locale)), 8.5, {
    grey: true,
  });
  return pdf.finish(t.page);
}
