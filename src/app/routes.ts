import { matchPath } from 'react-router-dom';
import { paths, type AppPath } from '@/config/paths';
import { preloadTexts } from '@/lib/i18n/texts';
import { lazyComponent, type LazyPage } from './lazy-component';
import type { PageName } from './page-names';

/**
 * Who a page is for: 'guest' is /login (a signed-in visit goes on); 'signed-in' pages need a
 * session and sit in the shell; 'public' pages are for everyone, in the shell when signed in and
 * in a simple frame when not (the lender disclosure's links must work before sign-in).
 */
export type Access = 'guest' | 'signed-in' | 'public';

/** Every fact of a page, in one place: the router, titles, navigation and preloading read it. */
export type PageRoute = {
  path: AppPath;
  access: Access;
  /**
   * The browser tab's title, before the brand; the page's own heading says the same. A name in
   * the page names' catalogue, so it is read in the language on screen.
   */
  title: PageName;
  /** The content's max-width class, which the shell's alerts above the page share. */
  width: string;
  /** Its entry in the main navigation (in this table's order), when it has one. */
  nav?: PageName;
  /** Its entry shows only to a customer whose credit line is active and not being closed. */
  navForActiveLine?: true;
  /** The page: its own chunk, loaded when first visited or preloaded for a first visit. */
  Page: LazyPage;
};

/** The frames around the pages, each its own chunk too. */
export const frames = {
  Shell: lazyComponent(() => import('./shell/shell-layout'), 'ShellLayout'),
  Public: lazyComponent(() => import('./public-layout'), 'PublicLayout'),
  NotFound: lazyComponent(() => import('./not-found'), 'NotFound'),
};

/** Where every signed-out visit to a signed-in page lands. */
const LoginPage = lazyComponent(() => import('@/features/login/login-route'), 'LoginRoute');

export const routes: readonly PageRoute[] = [
  { path: paths.login, access: 'guest', title: 'Login', width: 'max-w-5xl', Page: LoginPage },
  {
    path: paths.home,
    access: 'signed-in',
    title: 'Home',
    width: 'max-w-6xl',
    nav: 'Home',
    Page: lazyComponent(() => import('@/app/home-route'), 'HomePage'),
  },
  {
    path: paths.loan,
    access: 'signed-in',
    title: 'My Loan Profile',
    width: 'max-w-5xl',
    nav: 'My Loan Profile',
    Page: lazyComponent(() => import('./loan/loan-route'), 'LoanRoute'),
  },
  {
    path: paths.loanApply,
    access: 'signed-in',
    title: 'Withdraw or repay',
    width: 'max-w-3xl',
    nav: 'Withdraw or repay',
    navForActiveLine: true,
    Page: lazyComponent(
      () => import('@/features/credit-line/credit-line-route'),
      'CreditLineRoute',
    ),
  },
  {
    path: paths.faqs,
    access: 'signed-in',
    title: 'FAQs',
    width: 'max-w-3xl',
    nav: 'FAQs',
    Page: lazyComponent(() => import('@/features/support/faqs-route'), 'FaqsRoute'),
  },
  {
    path: paths.support,
    access: 'signed-in',
    title: 'Help and Support',
    width: 'max-w-5xl',
    nav: 'Help and Support',
    Page: lazyComponent(() => import('@/features/support/contact-route'), 'ContactRoute'),
  },
  {
    // The product spec names this page 'Account Details' and its navigation entry 'Profile
    // Details' (its one tab is 'Profile details'): both kept, word for word.
    path: paths.profile,
    access: 'signed-in',
    title: 'Account Details',
    width: 'max-w-3xl',
    nav: 'Profile Details',
    Page: lazyComponent(() => import('@/features/profile/profile-route'), 'ProfileRoute'),
  },
  {
    path: paths.loanRelease,
    access: 'signed-in',
    title: 'Release units',
    width: 'max-w-5xl',
    Page: lazyComponent(() => import('@/features/collateral/release-route'), 'ReleaseRoute'),
  },
  {
    path: paths.loanPledge,
    access: 'signed-in',
    title: 'Pledge more',
    width: 'max-w-5xl',
    Page: lazyComponent(() => import('@/features/collateral/pledge-route'), 'PledgeRoute'),
  },
  {
    path: paths.loanClose,
    access: 'signed-in',
    title: 'Close credit line',
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/collateral/close-route'), 'CloseRoute'),
  },
  {
    path: paths.verifyEmail,
    access: 'signed-in',
    title: 'Verify your email',
    width: 'max-w-lg',
    Page: lazyComponent(
      () => import('@/features/email-verification/verify-email-route'),
      'VerifyEmailRoute',
    ),
  },
  {
    path: paths.notifications,
    access: 'signed-in',
    title: 'Notifications',
    width: 'max-w-3xl',
    Page: lazyComponent(
      () => import('@/features/notifications/notifications-route'),
      'NotificationsRoute',
    ),
  },
  {
    path: paths.privacy,
    access: 'signed-in',
    title: 'Your data and privacy',
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/privacy/privacy-route'), 'PrivacyRoute'),
  },
  {
    path: paths.lenders,
    access: 'public',
    title: 'Lending partners',
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/trust/lenders-route'), 'LendersRoute'),
  },
  {
    path: paths.grievance,
    access: 'public',
    title: 'Grievance redressal',
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/trust/grievance-route'), 'GrievanceRoute'),
  },
];

/** The route a location shows (a trailing slash matches too), if any. */
export function routeAt(pathname: string): PageRoute | undefined {
  return routes.find(({ path }) => matchPath(path, pathname));
}

/** The routes of an access, in the table's order. */
export const routesFor = (access: Access) => routes.filter((route) => route.access === access);

/**
 * Fetches the chunks of the page a visit to `pathname` shows first (following the guards'
 * redirects), so it can render at once, without a loading screen.
 */
function preloadFirstPage(pathname: string, signedIn: boolean): Promise<unknown> {
  const route = routeAt(pathname === paths.login && signedIn ? paths.home : pathname);
  if (!route) return frames.NotFound.preload();
  if (route.access === 'public') {
    return Promise.all([(signedIn ? frames.Shell : frames.Public).preload(), route.Page.preload()]);
  }
  if (!signedIn || route.access === 'guest') return LoginPage.preload();
  return Promise.all([frames.Shell.preload(), route.Page.preload()]);
}

/**
 * The first page's chunks, then every text it holds in the language on screen: what a visit (or
 * a sign-in) waits for before it shows. It never fails: a part that could not load is answered by
 * the page's error boundary.
 */
export function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  return preloadFirstPage(pathname, signedIn)
    .catch(() => undefined)
    .then(preloadTexts)
    .then(
      () => undefined,
      () => undefined,
    );
}
