import { NavLink } from 'react-router-dom';
import { ProductLogo } from '@/components/ui/product-logo';
import { useDrawableLine } from '@/loan/line-close';
import { useProfile } from '@/session/profile';
import { usePartner } from '@/brand/partner-context';
import { useTexts } from '@/lib/i18n/texts';
import { pageNames } from '../page-names';
import { navItems } from './nav-items';
import { shellTexts } from './texts';

/** Labels stay in the accessibility tree; on the rail they are only faded out. */
const labelClass = (rail: boolean) =>
  rail
    ? 'whitespace-nowrap opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100'
    : 'whitespace-nowrap';

export function SidebarNav({ rail = false }: { rail?: boolean }) {
  const drawable = useDrawableLine();
  const items = navItems(drawable === true);
  const t = useTexts(shellTexts);
  const names = useTexts(pageNames);
  return (
    <nav aria-label={t.mainNav} className="flex-1 overflow-y-auto overflow-x-hidden px-3 py-4">
      {/* Shown once the line is known, so an entry for an open line does not push the others. */}
      <ul className={drawable === undefined ? 'invisible space-y-1' : 'space-y-1'}>
        {items.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              // Exact: /loan/apply is an item of its own, not a part of /loan.
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-4 rounded-lg px-4 py-2.5 text-sm font-medium ${
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              <Icon className="size-6 shrink-0" />
              <span className={labelClass(rail)}>{names[label]}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SidebarFooter({ rail = false }: { rail?: boolean }) {
  const brand = usePartner();
  const { data: profile } = useProfile();
  const t = useTexts(shellTexts);
  return (
    <div className={`border-t border-slate-200 px-4 py-4 ${labelClass(rail)}`}>
      {brand.isPartner ? (
        <p className="flex items-center gap-2 text-xs text-slate-600">
          {t.poweredBy(<ProductLogo key="logo" className="h-6" />)}
        </p>
      ) : profile ? (
        // The customer's name and email, as the server has them.
        <div className="min-w-0 text-sm" translate="no">
          <p className="truncate font-semibold text-slate-900">
            {`${profile.first_name} ${profile.last_name}`.trim()}
          </p>
          <p className="truncate text-slate-600">{profile.email}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Desktop: a rail of w-20 that widens to w-72 on hover or keyboard focus. It starts under the top
 * bar wherever that is (below the cookie notice on a first visit) and stays there as the page
 * scrolls: a sticky holder of no size, so the rail takes no room from the page beside it.
 */
export function SidebarRail() {
  const t = useTexts(shellTexts);
  return (
    <div className="sticky top-16 z-30 hidden h-0 lg:block">
      <aside
        aria-label={t.sidebar}
        className="group absolute top-0 left-0 flex h-[calc(100dvh-4rem)] w-20 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 hover:w-72 focus-within:w-72 hover:shadow-xl focus-within:shadow-xl"
      >
        <SidebarNav rail />
        <SidebarFooter rail />
      </aside>
    </div>
  );
}
