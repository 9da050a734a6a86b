import { paths } from '@/config/paths';
import { lazyComponent, type LazyPage } from './lazy-component';

/** Every route is its own chunk: a page's code loads only when it is visited. */
export const pages = {
  Login: lazyComponent(() => import('@/features/login/login-route'), 'LoginRoute'),
  Shell: lazyComponent(() => import('./shell/shell-layout'), 'ShellLayout'),
  NotFound: lazyComponent(() => import('./not-found'), 'NotFound'),
  Public: lazyComponent(() => import('./public-layout'), 'PublicLayout'),
};

/**
 * The signed-in pages, inside the shell: the router's table. `width` is the page content's
 * max-width class (the default is max-w-5xl), which the shell's alerts above it share.
 */
export const shellPages: { path: string; Page: LazyPage; width?: string }[] = [
  {
    path: paths.home,
    width: 'max-w-6xl',
    Page: lazyComponent(() => import('@/features/eligibility/home-route'), 'HomeRoute'),
  },
  {
    path: paths.profile,
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/profile/profile-route'), 'ProfileRoute'),
  },
  {
    path: paths.faqs,
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/support/faqs-route'), 'FaqsRoute'),
  },
  {
    path: paths.support,
    Page: lazyComponent(() => import('@/features/support/contact-route'), 'ContactRoute'),
  },
  {
    path: paths.loan,
    Page: lazyComponent(() => import('@/features/loan/loan-route'), 'LoanRoute'),
  },
  {
    path: paths.loanApply,
    width: 'max-w-3xl',
    Page: lazyComponent(
      () => import('@/features/credit-line/credit-line-route'),
      'CreditLineRoute',
    ),
  },
  {
    path: paths.verifyEmail,
    width: 'max-w-lg',
    Page: lazyComponent(
      () => import('@/features/email-verification/verify-email-route'),
      'VerifyEmailRoute',
    ),
  },
  {
    path: paths.notifications,
    width: 'max-w-3xl',
    Page: lazyComponent(
      () => import('@/features/notifications/notifications-route'),
      'NotificationsRoute',
    ),
  },
  {
    path: paths.privacy,
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/privacy/privacy-route'), 'PrivacyRoute'),
  },
];

/** Pages for everyone, linked from /login: in the shell when signed in, else in a simple frame. */
export const publicPages: { path: string; Page: LazyPage; width?: string }[] = [
  {
    path: paths.lenders,
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/trust/lenders-route'), 'LendersRoute'),
  },
  {
    path: paths.grievance,
    width: 'max-w-3xl',
    Page: lazyComponent(() => import('@/features/trust/grievance-route'), 'GrievanceRoute'),
  },
];

/**
 * Fetches the chunks of the page a visit to `pathname` shows first (following the guards'
 * redirects), so it can render at once, without a loading screen.
 */
export function preloadFirstPage(pathname: string, signedIn: boolean): Promise<unknown> {
  const path = pathname === paths.login && signedIn ? paths.home : pathname;
  const publicPage = publicPages.find((page) => page.path === path);
  if (publicPage) {
    const frame = signedIn ? pages.Shell : pages.Public;
    return Promise.all([frame.preload(), publicPage.Page.preload()]);
  }
  const shellPage = shellPages.find((page) => page.path === path);
  if (path !== paths.login && !shellPage) return pages.NotFound.preload();
  if (!signedIn || !shellPage) return pages.Login.preload();
  return Promise.all([pages.Shell.preload(), shellPage.Page.preload()]);
}
