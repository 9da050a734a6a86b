import { Menu, MenuButton, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useArrival } from '@/components/ui/early-menu';
import { LogoutIcon, ShieldIcon, UserIcon } from '@/components/ui/icons';
import { logout } from '@/session/logout';
import { useTexts } from '@/lib/i18n/texts';
import { pageNames } from '../page-names';
import { shellTexts } from './texts';
import { ACCOUNT_MENU, AccountFace, accountButtonClass, type Account } from './user-menu';

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-slate-800 data-focus:bg-slate-100';

/** The account menu, drawn by Headless UI (its code comes after the first page: see UserMenu). */
export function UserMenuDropdown({ account }: { account: Account }) {
  const navigate = useNavigate();
  const t = useTexts(shellTexts);
  const names = useTexts(pageNames);
  const button = useArrival(ACCOUNT_MENU);
  const { firstName, email, label } = account;
  // The guard sends a signed-out page to /login, to return there after the next login; after
  // a logout the next login starts at home, so this plain /login comes last.
  const signOut = () => {
    flushSync(logout);
    navigate(paths.login, { replace: true });
  };
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={accountButtonClass} aria-label={label}>
        <AccountFace firstName={firstName} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        className="z-50 w-64 rounded-xl border border-slate-200 bg-white py-1 shadow-xl focus:outline-none"
      >
        {/* The customer's name and email, as the server has them. */}
        <MenuSection translate="no" className="border-b border-slate-100 px-4 py-3">
          <p className="truncate text-sm font-semibold text-slate-900">{firstName}</p>
          <p className="truncate text-sm text-slate-600">{email}</p>
        </MenuSection>
        <MenuItem>
          <Link to={paths.profile} className={itemClass}>
            <UserIcon className="size-5" /> {t.profile}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={paths.privacy} className={itemClass}>
            <ShieldIcon className="size-5" /> {names['Your data and privacy']}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={signOut} className={itemClass}>
            <LogoutIcon className="size-5" /> {t.logout}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
