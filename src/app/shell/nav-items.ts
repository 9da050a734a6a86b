import {
  HomeIcon,
  QuestionIcon,
  SupportIcon,
  TransferIcon,
  UserIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { paths, type AppPath } from '@/config/paths';
import type { PageName } from '../page-names';
import { routes } from '../routes';

type Icon = typeof HomeIcon;

/**
 * The navigation's pictures; the labels (page names, read in the language on screen) and their
 * order are the route table's.
 */
const icons: Partial<Record<AppPath, Icon>> = {
  [paths.home]: HomeIcon,
  [paths.loan]: WalletIcon,
  [paths.loanApply]: TransferIcon,
  [paths.faqs]: QuestionIcon,
  [paths.support]: SupportIcon,
  [paths.profile]: UserIcon,
};

/**
 * The main navigation: every route with a navigation label, in the route table's order; 'Withdraw
 * or repay' only for a customer who may draw on her line now: active, and no close under way (a
 * line being closed lends no more; a repayment's way in is where the money is owed, the banners).
 */
export function navItems(drawable: boolean): { to: AppPath; label: PageName; Icon: Icon }[] {
  return routes.flatMap(({ path, nav, navForActiveLine }) =>
    nav && (drawable || !navForActiveLine)
      ? [{ to: path, label: nav, Icon: icons[path] ?? WalletIcon }]
      : [],
  );
}
