import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n/texts';
import { safeEmail } from '@/lib/safe-contact';
import { ConsentSection } from './components/consent-section';
import { DataHeld } from './components/data-held';
import { RequestForm } from './components/request-form';
import { RequestList } from './components/request-list';
import { privacyTexts } from './texts';

const linkClass = 'font-medium text-brand-800 underline hover:text-brand-900';

/** docs/product.md#privacy: what we hold, what the customer consented to, and their requests. */
export function PrivacyRoute() {
  const t = useTexts(privacyTexts);
  const dpo = safeEmail(getEnv().VITE_DPO_EMAIL);
  return (
    <div className="space-y-6">
      <PageHeader title={t.title} />
      <SectionCard title={t.heldTitle}>
        <DataHeld />
        <p className="text-sm text-slate-600">
          {t.sharedWith(
            <Link key="lenders" to={paths.lenders} className={linkClass}>
              {t.lendingPartners}
            </Link>,
          )}
        </p>
      </SectionCard>
      <SectionCard title={t.consentsTitle}>
        <ConsentSection />
      </SectionCard>
      <SectionCard title={t.askTitle}>
        <RequestForm />
        <h3 className="pt-2 text-base font-semibold text-slate-900">{t.requestsTitle}</h3>
        <RequestList />
      </SectionCard>
      {dpo ? (
        <SectionCard title={t.dpoTitle}>
          <p className="text-sm text-slate-700">
            {t.dpoWrite(
              <a key="email" href={`mailto:${dpo}`} translate="no" className={linkClass}>
                {dpo}
              </a>,
            )}
          </p>
        </SectionCard>
      ) : null}
    </div>
  );
}
