import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { safeEmail } from '@/lib/safe-contact';
import { ConsentSection } from './components/consent-section';
import { DataHeld } from './components/data-held';
import { RequestForm } from './components/request-form';
import { RequestList } from './components/request-list';

const linkClass = 'font-medium text-brand-800 underline hover:text-brand-900';

/** docs/product.md#privacy: what we hold, what the customer consented to, and their requests. */
export function PrivacyRoute() {
  const dpo = safeEmail(getEnv().VITE_DPO_EMAIL);
  return (
    <div className="space-y-6">
      <PageHeader title="Your data and privacy" />
      <SectionCard title="What we hold and why">
        <DataHeld />
        <p className="text-sm text-slate-600">
          We share it only with our{' '}
          <Link to={paths.lenders} className={linkClass}>
            lending partners
          </Link>{' '}
          and the services they need to process your loan.
        </p>
      </SectionCard>
      <SectionCard title="Your consents">
        <ConsentSection />
      </SectionCard>
      <SectionCard title="Ask about your data">
        <RequestForm />
        <h3 className="pt-2 text-base font-semibold text-slate-900">Your requests</h3>
        <RequestList />
      </SectionCard>
      {dpo ? (
        <SectionCard title="Data protection officer">
          <p className="text-sm text-slate-700">
            Write to our data protection officer at{' '}
            <a href={`mailto:${dpo}`} className={linkClass}>
              {dpo}
            </a>
            .
          </p>
        </SectionCard>
      ) : null}
    </div>
  );
}
