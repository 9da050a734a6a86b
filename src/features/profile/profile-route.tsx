import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { getEnv } from '@/config/env';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { useProfile } from '@/session/profile';
import { AccountSecurity } from './components/account-security';
import { PayoutTab } from './components/payout-form';
import { ProfileDetails } from './components/profile-details';
import { profileTexts } from './texts';

const tabClass =
  'rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm';

export function ProfileRoute() {
  const t = useTexts(profileTexts);
  const profile = loadable(useProfile());
  // The payout tab exists, but is offered only where the feature is switched on.
  const payout = getEnv().VITE_FEATURE_PAYOUT;
  return (
    <>
      <PageHeader title={t.title} />
      <TabGroup>
        <TabList className="mb-6 inline-flex gap-1 rounded-xl bg-slate-200/70 p-1">
          <Tab className={tabClass}>{t.profileTab}</Tab>
          {payout ? <Tab className={tabClass}>{t.payoutTab}</Tab> : null}
        </TabList>
        <TabPanels>
          <TabPanel>
            {profile.status === 'loading' ? (
              <Skeleton rows={3} label={t.loadingProfile} />
            ) : profile.status === 'error' ? (
              <LoadError message={t.failedToFetchProfile} onRetry={profile.retry} />
            ) : (
              <ProfileDetails profile={profile.data} />
            )}
          </TabPanel>
          {payout ? (
            <TabPanel>
              <PayoutTab />
            </TabPanel>
          ) : null}
        </TabPanels>
      </TabGroup>
      <AccountSecurity />
    </>
  );
}
