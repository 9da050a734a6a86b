import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useTexts } from '@/lib/i18n/texts';
import { whenQuiet } from '@/lib/quiet';
import { LoadingScreen } from '../loading-screen';
import { pageNames } from '../page-names';
import { appTexts } from '../texts';
import { loanTabs } from './loan-tabs';

// The other tabs' code comes once the page is quiet, so choosing one seldom waits and the first
// tab's first paint never does (docs/performance.md#signed-in-pages); one marked `onOpen` loads
// when opened, so /loan's visit does not grow for it. A failure shows when the tab renders (the
// page's error boundary), not here.
void whenQuiet().then(() => {
  for (const tab of loanTabs) if (!tab.onOpen) tab.Panel.preload().catch(() => undefined);
});

const tabClass =
  'grow rounded-lg px-2.5 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 text-slate-700 hover:bg-white/70 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm';

/** My Loan Profile: its tabs (loan-tabs.ts), the chosen one kept in the URL. */
export function LoanRoute() {
  // The chosen tab lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const selected = Math.max(
    0,
    loanTabs.findIndex((tab) => tab.key === params.get('tab')),
  );
  const names = useTexts(pageNames);
  const t = useTexts(appTexts);
  return (
    <>
      <PageHeader title={names['My Loan Profile']} />
      {/* Where the four do not fit in a row (English on a phone), they wrap, each row filled:
          a tab scrolled past the list's edge went unseen. */}
      <Tabs
        tabs={loanTabs.map(({ key, label, Panel }) => ({
          key,
          label: t[label],
          panel: (
            <Suspense fallback={<LoadingScreen />}>
              <Panel />
            </Suspense>
          ),
        }))}
        selected={selected}
        onChange={(index) =>
          setParams({ tab: loanTabs[index]?.key ?? 'information' }, { replace: true })
        }
        listClassName="mb-6 inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1"
        tabClassName={tabClass}
      />
    </>
  );
}
