import {
  HomeIcon,
  QuestionIcon,
  SupportIcon,
  TransferIcon,
  UserIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

const NAV_ITEMS = [
  { to: paths.home, label: 'Home', Icon: HomeIcon },
  { to: paths.loan, label: 'My Loan Profile', Icon: WalletIcon },
  { to: paths.faqs, label: 'FAQs', Icon: QuestionIcon },
  { to: paths.support, label: 'Help and Support', Icon: SupportIcon },
  { to: paths.profile, label: 'Profile Details', Icon: UserIcon },
] as const;

/**
 * One more item for a customer whose credit line is active, right after the loan's own: the way
 * to draw and repay (/loan/apply). Everyone else has nothing to do there.
 */
const ACTIVE_LINE_ITEM = { to: paths.loanApply, label: 'Withdraw or repay', Icon: TransferIcon };

export function navItems(activeLine: boolean) {
  if (!activeLine) return NAV_ITEMS;
  const loanAt = NAV_ITEMS.findIndex(({ to }) => to === paths.loan) + 1;
  return [...NAV_ITEMS.slice(0, loanAt), ACTIVE_LINE_ITEM, ...NAV_ITEMS.slice(loanAt)];
}
