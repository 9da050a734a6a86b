import { HomeIcon, QuestionIcon, SupportIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import { paths, type AppPath } from '@/config/paths';
import { routes } from '../routes';

type Icon = typeof HomeIcon;

/** The navigation's pictures; the labels and their order are the route table's. */
const icons: Partial<Record<AppPath, Icon>> = {
  [paths.home]: HomeIcon,
  [paths.loan]: WalletIcon,
  [paths.faqs]: QuestionIcon,
  [paths.support]: SupportIcon,
  [paths.profile]: UserIcon,
};

/** The main navigation: every route with a navigation label, in the route table's order. */
export const NAV_ITEMS = routes.flatMap(({ path, nav }) =>
  nav ? [{ to: path, label: nav, Icon: icons[path] ?? WalletIcon }] : [],
);
