import { lazyComponent, type LazyPage } from '../lazy-component';
import type { AppTexts } from '../texts';

/** A word of the frame's catalogue (not a sentence with parts). */
type Label = { [K in keyof AppTexts]: AppTexts[K] extends string ? K : never }[keyof AppTexts];

export type LoanTab = {
  /** The tab's name in the URL (`/loan?tab=transactions`). */
  key: string;
  /** Its label, in the frame's catalogue. */
  label: Label;
  /** Its panel: its own chunk. */
  Panel: LazyPage;
  /** Its chunk is asked for only when the tab opens, not with the page (a tab few open). */
  onOpen?: true;
};

/**
 * /loan's tabs, in order: the one place a tab is added (docs/architecture.md, "/loan"). Each
 * panel is its own chunk; the page loads the others once it is quiet, except a tab marked `onOpen`.
 */
export const loanTabs: readonly LoanTab[] = [
  {
    key: 'information',
    label: 'loanInformation',
    Panel: lazyComponent(() => import('./loan-information-tab'), 'LoanInformationTab'),
  },
  {
    key: 'transactions',
    label: 'transactions',
    Panel: lazyComponent(
      () => import('@/features/transactions/transactions-tab'),
      'TransactionsTab',
    ),
  },
  {
    key: 'statements',
    label: 'statements',
    Panel: lazyComponent(() => import('@/features/statements/statements-tab'), 'StatementsTab'),
    onOpen: true,
  },
  {
    key: 'key-facts',
    label: 'keyFacts',
    Panel: lazyComponent(() => import('@/features/key-facts/key-facts-tab'), 'KeyFactsTab'),
    onOpen: true,
  },
];
