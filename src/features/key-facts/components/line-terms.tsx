import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Figure } from '@/components/ui/figure';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { KeyFacts } from '@/loan/api/key-facts';
import { coolingOff } from '../key-facts-rules';
import { keyFactsTexts } from '../texts';

const linkClass = 'font-medium break-all text-brand-800 underline hover:text-brand-900';
const OMBUDSMAN_URL = 'https://cms.rbi.org.in';

/** Cooling-off, recovery agents, the grievance officer and the statement's own facts. */
export function LineTerms({ facts }: { facts: KeyFacts }) {
  const t = useTexts(keyFactsTexts);
  const [now] = useState(() => new Date());
  const period = coolingOff(facts.cooling_off.ends_on, now);
  const officer = facts.grievance_officer;
  return (
    <>
      <SectionCard title={t.coolingOffTitle}>
        {period.inside ? (
          <>
            <p className="text-slate-700">{t.coolingOffInside(formatDate(period.day))}</p>
            <Link to={paths.loanClose} className={buttonClass('secondary')}>
              {t.closeLine}
            </Link>
          </>
        ) : (
          <p className="text-slate-700">{t.coolingOffEnded(formatDate(period.day))}</p>
        )}
      </SectionCard>
      <SectionCard title={t.agentsTitle}>
        {facts.recovery_agents.length === 0 ? (
          <p className="text-slate-700">{t.noAgent}</p>
        ) : (
          <ul className="space-y-2">
            {facts.recovery_agents.map((agent) => (
              <li key={`${agent.name}-${agent.phone}`} className="text-slate-700">
                <span className="font-medium text-slate-900">{agent.name}</span>, {agent.agency},{' '}
                <a href={`tel:${agent.phone.replace(/\s/g, '')}`} className={linkClass}>
                  {agent.phone}
                </a>{' '}
                ({t.agentSince(formatDate(agent.assigned_on))})
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={t.grievanceTitle}>
        <p className="text-slate-700">
          <span className="font-medium text-slate-900">{officer.name}</span>,{' '}
          <a href={`mailto:${officer.email}`} className={linkClass}>
            {officer.email}
          </a>
          ,{' '}
          <a href={`tel:${officer.phone.replace(/\s/g, '')}`} className={linkClass}>
            {officer.phone}
          </a>
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.grievance} className={linkClass}>
            {t.grievanceRedressal}
          </Link>
          <a href={OMBUDSMAN_URL} target="_blank" rel="noreferrer" className={linkClass}>
            {t.ombudsman}
          </a>
        </p>
      </SectionCard>
      <SectionCard title={t.statementTitle}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Figure label={t.kfsNumber} value={facts.kfs_number} />
          <Figure label={t.lender} value={facts.lender_name} />
          <Figure label={t.sanctionedLimit} value={formatRupees(facts.sanctioned_limit)} />
          <Figure label={t.sanctionedOn} value={formatDate(facts.sanctioned_on)} />
          <Figure label={t.tenure} value={t.months(facts.tenure_months)} />
          <Figure label={t.renewalOn} value={formatDate(facts.renewal_due_on)} />
        </dl>
      </SectionCard>
    </>
  );
}
