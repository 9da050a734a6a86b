import { HomeIcon, QuestionIcon, SupportIcon, UserIcon, WalletIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export const NAV_ITEMS = [
  { to: paths.home, label: 'Home', Icon: HomeIcon },
  { to: paths.loan, label: 'My Loan Profile', Icon: WalletIcon },
  { to: paths.faqs, label: 'FAQs', Icon: QuestionIcon },
  { to: paths.support, label: 'Help and Support', Icon: SupportIcon },
  { to: paths.profile, label: 'Profile Details', Icon: UserIcon },
] as const;
