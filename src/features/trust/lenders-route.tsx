import { PageHeader } from '@/components/ui/page-header';
import { getEnv } from '@/config/env';
import { useTexts } from '@/lib/i18n/texts';
import { usePartner } from '@/brand/partner-context';
import { SectionCard } from '@/components/ui/section-card';
import { trustTexts } from './texts';

/**
 * The regulated lenders whose loans the portal offers
 * (docs/product.md#lender-disclosure-and-grievance). Names, numbers and websites are shown as
 * configured, in any language.
 */
export function LendersRoute() {
  const t = useTexts(trustTexts);
  const brand = usePartner();
  const lenders = getEnv().VITE_LENDERS;
  return (
    <>
      <PageHeader title={t.lendersTitle} />
      <p className="mb-6 text-slate-700">
        {t.lendersIntro(
          <span key="brand" translate="no">
            {brand.name}
          </span>,
        )}
      </p>
      <div className="space-y-4">
        {lenders.map((lender) => (
          <SectionCard
            key={lender.rbi_registration}
            title={<span translate="no">{lender.name}</span>}
          >
            <div className="text-sm">
              <p className="text-slate-700">
                {t.rbiRegistration} <span translate="no">{lender.rbi_registration}</span>
              </p>
              <p className="mt-1">
                <a
                  href={lender.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium break-all text-brand-800 underline hover:text-brand-900"
                >
                  <span translate="no">{new URL(lender.website).host}</span>
                  <span className="sr-only">{t.websiteNewTab}</span>
                </a>
              </p>
            </div>
          </SectionCard>
        ))}
      </div>
    </>
  );
}
