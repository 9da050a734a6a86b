import { PageHeader } from '@/components/ui/page-header';
import { getEnv } from '@/config/env';
import { OfficerContact } from './contact-links';
import { SectionCard } from '@/components/ui/section-card';

const OMBUDSMAN_URL = 'https://cms.rbi.org.in';

/**
 * docs/product.md#lender-disclosure-and-grievance: whom to complain to, how soon we answer, and
 * where to go next.
 */
export function GrievanceRoute() {
  const env = getEnv();
  return (
    <>
      <PageHeader title="Grievance redressal" />
      <div className="space-y-4 text-slate-700">
        <p>
          Write to or call our grievance redressal officer with any complaint about your loan or
          this service. We answer every complaint within 30 days.
        </p>
        <SectionCard title="Our grievance redressal officer">
          <OfficerContact officer={env.VITE_GRIEVANCE_OFFICER} />
        </SectionCard>
        <h2 className="pt-2 text-lg font-semibold text-slate-900">
          Our lenders&apos; grievance redressal officers
        </h2>
        {env.VITE_LENDERS.map((lender) => (
          <SectionCard key={lender.rbi_registration} title={lender.name}>
            <OfficerContact officer={lender.grievance_officer} />
          </SectionCard>
        ))}
        <SectionCard title="Not resolved?">
          <p className="text-sm">
            If your complaint is not resolved within 30 days, or you are not satisfied with the
            answer, you can complain to the Reserve Bank of India&apos;s Integrated Ombudsman at{' '}
            <a
              href={OMBUDSMAN_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-800 underline hover:text-brand-900"
            >
              {OMBUDSMAN_URL}
            </a>
            .
          </p>
        </SectionCard>
      </div>
    </>
  );
}
