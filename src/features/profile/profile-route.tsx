import { useState } from 'react';
import { getEnv } from '@/config/env';
import { LazyPart } from '@/components/ui/lazy-part';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { useProfile } from '@/session/profile';
import { PayoutTab } from './components/payout-form';
import { ProfileDetails } from './components/profile-details';
import { profileTexts } from './texts';

// 'Password and devices' sits below the details and loads after them: /profile's first load stays
// within its budget (docs/performance.md). Its room is kept while it loads, so nothing shifts.
// Code that does not arrive (offline) fails this section with a way to try again, never the page.
const loadAccountSecurity = () =>
  import('./components/account-security').then((m) => m.AccountSecurity);

function SecurityNotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(profileTexts);
  return (
    <div className="mt-10">
      <LoadError message={t.failedToLoadSecurity} onRetry={onRetry} />
    </div>
  );
}

const tabClass =
  'rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm';

export function ProfileRoute() {
  const t = useTexts(profileTexts);
  const profile = loadable(useProfile());
  // The payout tab exists, but is offered only where the feature is switched on.
  const payout = getEnv().VITE_FEATURE_PAYOUT;
  const [tab, setTab] = useState(0);
  return (
    <>
      <PageHeader title={t.title} />
      <Tabs
        tabs={[
          {
            key: 'profile',
            label: t.profileTab,
            panel:
              profile.status === 'loading' ? (
                <Skeleton rows={3} label={t.loadingProfile} />
              ) : profile.status === 'error' ? (
                <LoadError message={t.failedToFetchProfile} onRetry={profile.retry} />
              ) : (
                <ProfileDetails profile={profile.data} />
              ),
          },
          ...(payout ? [{ key: 'payout', label: t.payoutTab, panel: <PayoutTab /> }] : []),
        ]}
        selected={tab}
        onChange={setTab}
        listClassName="mb-6 inline-flex gap-1 rounded-xl bg-slate-200/70 p-1"
        tabClassName={tabClass}
      />
      <LazyPart
        load={loadAccountSecurity}
        failed={SecurityNotLoaded}
        fallback={<div className="mt-10 min-h-[36rem]" />}
      />
    </>
  );
}
