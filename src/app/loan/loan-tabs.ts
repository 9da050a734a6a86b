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
};

/**
 * /loan's tabs, in order: the one place a tab is added (docs/architecture.md, "/loan"). Each
 * panel is its own chunk; the page starts loading them all when it loads.
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
];
