import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePartner } from '@/brand/partner-context';
import { routeAt } from './routes';

/** 'My Loan Profile · Lark': the page first, so a row of tabs tells them apart, then the brand. */
export function pageTitle(pathname: string, brandName: string): string {
  return `${routeAt(pathname)?.title ?? 'Page not found'} · ${brandName}`;
}

/** Names the browser tab after the page on screen and the brand it is shown under. */
export function PageTitle() {
  const { pathname } = useLocation();
  const { name } = usePartner();
  useEffect(() => {
    document.title = pageTitle(pathname, name);
  }, [pathname, name]);
  return null;
}
