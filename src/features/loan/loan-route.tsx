import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useTexts } from '@/lib/i18n/texts';
import { LoanInformation } from './components/loan-information';
import { TransactionList } from './components/transaction-list';
import { loanTexts, type LoanTexts } from './texts';

const TABS = [
  { key: 'information', label: 'loanInformation' },
  { key: 'transactions', label: 'transactions' },
] as const satisfies { key: string; label: keyof LoanTexts }[];

const tabClass =
  'rounded-lg px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm';

export function LoanRoute() {
  // The chosen tab lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const selected = Math.max(
    0,
    TABS.findIndex((tab) => tab.key === params.get('tab')),
  );
  const t = useTexts(loanTexts);
  return (
    <>
      <PageHeader title={t.title} />
      <TabGroup
        selectedIndex={selected}
        onChange={(index) =>
          setParams({ tab: TABS[index]?.key ?? 'information' }, { replace: true })
        }
      >
        <TabList className="mb-6 inline-flex gap-1 rounded-xl bg-slate-200/70 p-1">
          {TABS.map((tab) => (
            <Tab key={tab.key} className={tabClass}>
              {t[tab.label]}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel>
            <LoanInformation />
          </TabPanel>
          <TabPanel>
            <TransactionList />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
