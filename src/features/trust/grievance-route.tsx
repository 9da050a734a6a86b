import { PageHeader } from '@/components/ui/page-header';
import { getEnv } from '@/config/env';
import { useTexts } from '@/lib/i18n/texts';
import { OfficerContact } from './contact-links';
import { SectionCard } from '@/components/ui/section-card';
import { trustTexts } from './texts';

const OMBUDSMAN_URL = 'https://cms.rbi.org.in';

/**
 * docs/product.md#lender-disclosure-and-grievance: whom to complain to, how soon we answer, and
 * where to go next.
 */
export function GrievanceRoute() {
  const t = useTexts(trustTexts);
  const env = getEnv();
  return (
    <>
      <PageHeader title={t.grievanceTitle} />
      <div className="space-y-4 text-slate-700">
        <p>{t.grievanceIntro}</p>
        <SectionCard title={t.ourOfficer}>
          <OfficerContact officer={env.VITE_GRIEVANCE_OFFICER} />
        </SectionCard>
        <h2 className="pt-2 text-lg font-semibold text-slate-900">{t.lendersOfficers}</h2>
        {env.VITE_LENDERS.map((lender) => (
          <SectionCard
            key={lender.rbi_registration}
            title={<span translate="no">{lender.name}</span>}
          >
            <OfficerContact officer={lender.grievance_officer} />
          </SectionCard>
        ))}
        <SectionCard title={t.notResolved}>
          <p className="text-sm">
            {t.ombudsman(
              <a
                key="link"
                href={OMBUDSMAN_URL}
                target="_blank"
                rel="noopener noreferrer"
                translate="no"
                className="font-medium text-brand-800 underline hover:text-brand-900"
              >
                {OMBUDSMAN_URL}
              </a>,
            )}
          </p>
        </SectionCard>
      </div>
    </>
  );
}
