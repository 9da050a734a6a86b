import { PageHeader } from '@/components/ui/page-header';
import { getEnv } from '@/config/env';
import { usePartner } from '@/brand/partner-context';
import { SectionCard } from '@/components/ui/section-card';

/**
 * The regulated lenders whose loans the portal offers
 * (docs/product.md#lender-disclosure-and-grievance).
 */
export function LendersRoute() {
  const brand = usePartner();
  const lenders = getEnv().VITE_LENDERS;
  return (
    <>
      <PageHeader title="Lending partners" />
      <p className="mb-6 text-slate-700">
        {brand.name} is a lending service provider. The loans you take here are given by these
        lenders, each registered with and regulated by the Reserve Bank of India.
      </p>
      <div className="space-y-4">
        {lenders.map((lender) => (
          <SectionCard key={lender.rbi_registration} title={lender.name}>
            <div className="text-sm">
              <p className="text-slate-700">RBI registration: {lender.rbi_registration}</p>
              <p className="mt-1">
                <a
                  href={lender.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium break-all text-brand-800 underline hover:text-brand-900"
                >
                  {new URL(lender.website).host}
                  <span className="sr-only"> (website, opens in a new tab)</span>
                </a>
              </p>
            </div>
          </SectionCard>
        ))}
      </div>
    </>
  );
}
