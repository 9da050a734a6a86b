import { EarlyMenuButton, whenMenusWanted } from '@/components/ui/early-menu';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { LazyPart } from '@/components/ui/lazy-part';
import { useTexts } from '@/lib/i18n/texts';
import { useProfile } from '@/session/profile';
import { shellTexts } from './texts';

export const ACCOUNT_MENU = 'account';

export const accountButtonClass =
  'flex items-center gap-2 rounded-full p-0.5 text-slate-800 hover:bg-slate-100 sm:p-1 sm:pr-2';

/** Whom the account menu is for, as the server has them; its label names the first name. */
export type Account = { firstName: string; email: string; label: string };

/**
 * The customer the account menu is for, read once, where the menu is: its code arriving later
 * adds no reader of the profile (which would read a failed profile again at that moment).
 */
function useAccount(): Account {
  const t = useTexts(shellTexts);
  const profile = useProfile().data;
  const firstName = profile?.first_name ?? '';
  const label = firstName ? t.accountMenuFor(firstName) : t.accountMenu;
  return { firstName, email: profile?.email ?? '', label };
}

/** What the account button shows: the initial, the first name, a chevron. */
export function AccountFace({ firstName }: { firstName: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
      >
        {firstName.charAt(0).toUpperCase() || <UserIcon className="size-5" />}
      </span>
      {/* Its room is kept from the start: the name arriving does not move the bar. */}
      <span translate="no" className="hidden w-24 truncate text-left text-sm font-medium md:inline">
        {firstName}
      </span>
      <ChevronDownIcon className="hidden size-4 sm:block" />
    </>
  );
}

/** The account button before the menu's code is in, or when it could not load. */
function EarlyAccountButton({ account, onRetry }: { account: Account; onRetry?: () => void }) {
  return (
    <EarlyMenuButton
      menu={ACCOUNT_MENU}
      popup="menu"
      label={account.label}
      className={accountButtonClass}
      onPress={onRetry}
    >
      <AccountFace firstName={account.firstName} />
    </EarlyMenuButton>
  );
}

const loadMenu = () =>
  whenMenusWanted()
    .then(() => import('./user-menu-dropdown'))
    .then((module) => module.UserMenuDropdown);

/**
 * The account menu. Its code (Headless UI's menu) comes once the page is quiet or a person shows
 * an interest (whenMenusWanted), so it is not part of any page's first load; until then its
 * button is drawn alike (EarlyMenuButton).
 */
export function UserMenu() {
  const account = useAccount();
  return (
    <LazyPart
      load={loadMenu}
      failed={EarlyAccountButton}
      fallback={<EarlyAccountButton account={account} />}
      props={{ account }}
    />
  );
}
