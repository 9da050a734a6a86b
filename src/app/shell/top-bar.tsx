import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChatIcon, MailIcon, MenuIcon, PhoneIcon } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useTexts } from '@/lib/i18n/texts';
import { NotificationMenu } from '@/features/notifications/notification-menu';
import { BrandLogo } from '@/brand/brand-logo';
import { usePartner } from '@/brand/partner-context';
import { drawerWanted } from './mobile-drawer';
import { shellTexts } from './texts';
import { UserMenu } from './user-menu';

const contactClass =
  'flex items-center gap-1.5 rounded-md p-1 text-sm sm:p-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800';
/** The text is the link's name everywhere; on small screens only the icon is visible. */
const contactText = 'sr-only xl:not-sr-only';

/**
 * On a phone every item keeps a target of at least 32 px and gives the rest to the logo, so a
 * partner's wordmark stays legible at 390 px (it had 50 px there).
 */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const brand = usePartner();
  const t = useTexts(shellTexts);
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-1 border-b border-slate-200 bg-white px-2 sm:gap-2 sm:px-4">
      <button
        type="button"
        onClick={onOpenMenu}
        // Its code is asked for at the first sign of interest, as the menus' is.
        onPointerEnter={drawerWanted}
        onTouchStart={drawerWanted}
        onFocus={drawerWanted}
        className="shrink-0 rounded-md p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2 lg:hidden"
        aria-label={t.openMenu}
      >
        <MenuIcon className="size-6" />
      </button>
      <Link
        to={paths.home}
        className="flex min-w-0 items-center rounded-md p-1"
        aria-label={t.brandHome(brand.name)}
      >
        <BrandLogo compact />
      </Link>
      <div className="ml-auto flex shrink-0 items-center sm:gap-1">
        <LanguageSwitch compact className="sm:mr-1" />
        <a href={`mailto:${brand.email}`} className={contactClass}>
          <MailIcon />
          <span className={contactText}>{t.needHelp}</span>
        </a>
        <a href={brand.phoneHref} className={contactClass}>
          <PhoneIcon />
          <span className={contactText}>{brand.phoneDisplay}</span>
        </a>
        <a
          href={brand.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className={contactClass}
        >
          <ChatIcon />
          <span className={contactText}>{t.chatWithUs}</span>
        </a>
        <NotificationMenu />
        <UserMenu />
      </div>
    </header>
  );
}
