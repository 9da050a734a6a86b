import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { getEnv } from '@/config/env';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/session/auth-context';
import { PayoutTab } from './components/payout-form';
import { ProfileDetails } from './components/profile-details';

const tabClass =
  'rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm';

export function ProfileRoute() {
  const { profileState, reloadProfile } = useAuth();
  // The payout tab exists, but is offered only where the feature is switched on.
  const payout = getEnv().VITE_FEATURE_PAYOUT;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Account Details" />
      <TabGroup>
        <TabList className="mb-6 inline-flex gap-1 rounded-xl bg-slate-200/70 p-1">
          <Tab className={tabClass}>Profile details</Tab>
          {payout ? <Tab className={tabClass}>Payout details</Tab> : null}
        </TabList>
        <TabPanels>
          <TabPanel>
            {profileState.status === 'loading' ? (
              <Skeleton rows={3} label="Loading your profile" />
            ) : profileState.status === 'error' ? (
              <LoadError message="Failed to fetch user profile" onRetry={reloadProfile} />
            ) : (
              <ProfileDetails profile={profileState.profile} />
            )}
          </TabPanel>
          {payout ? (
            <TabPanel>
              <PayoutTab />
            </TabPanel>
          ) : null}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
