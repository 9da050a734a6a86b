import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePartner } from '@/session/partner-context';

const titles: Record<string, string> = {
  [paths.login]: 'Login',
  [paths.home]: 'Home',
  [paths.profile]: 'Account Details',
  [paths.faqs]: 'FAQs',
  [paths.support]: 'Help and Support',
  [paths.loan]: 'My Loan',
  [paths.loanApply]: 'Get Cash',
  [paths.verifyEmail]: 'Verify Email',
  [paths.notifications]: 'Notifications',
  [paths.lenders]: 'Lending partners',
  [paths.grievance]: 'Grievance redressal',
  [paths.privacy]: 'Your data and privacy',
};

/** 'My Loan · Lark': the page first, so a row of tabs tells them apart, then the brand. */
export function pageTitle(pathname: string, brandName: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${titles[path] ?? 'Page not found'} · ${brandName}`;
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
