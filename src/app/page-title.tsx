import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePartner } from '@/brand/partner-context';
import { useTexts } from '@/lib/i18n/texts';
import { pageNames, type PageNames } from './page-names';
import { routeAt } from './routes';

/**
 * 'My Loan Profile · Lark': the page first, so a row of tabs tells them apart, then the brand
 * (none while a partner's is looked up: its name is empty); in the language of `names`.
 */
export function pageTitle(
  pathname: string,
  brandName: string,
  names: PageNames = pageNames.en,
): string {
  const page = names[routeAt(pathname)?.title ?? 'Page not found'];
  return brandName ? `${page} · ${brandName}` : page;
}

/** Names the browser tab after the page on screen and the brand it is shown under. */
export function PageTitle() {
  const { pathname } = useLocation();
  const { name } = usePartner();
  const names = useTexts(pageNames);
  useEffect(() => {
    document.title = pageTitle(pathname, name, names);
  }, [pathname, name, names]);
  return null;
}
