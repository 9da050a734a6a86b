import { lazyComponent } from './lazy-component';

/** Every route is its own chunk: a page's code loads only when it is visited. */
export const pages = {
  Login: lazyComponent(() => import('@/features/login/login-route'), 'LoginRoute'),
  Shell: lazyComponent(() => import('./shell/shell-layout'), 'ShellLayout'),
  Home: lazyComponent(() => import('@/features/eligibility/home-route'), 'HomeRoute'),
  Profile: lazyComponent(() => import('@/features/profile/profile-route'), 'ProfileRoute'),
  Faqs: lazyComponent(() => import('@/features/support/faqs-route'), 'FaqsRoute'),
  Contact: lazyComponent(() => import('@/features/support/contact-route'), 'ContactRoute'),
  Loan: lazyComponent(() => import('@/features/loan/loan-route'), 'LoanRoute'),
  CreditLine: lazyComponent(
    () => import('@/features/credit-line/credit-line-route'),
    'CreditLineRoute',
  ),
  VerifyEmail: lazyComponent(
    () => import('@/features/email-verification/verify-email-route'),
    'VerifyEmailRoute',
  ),
  Notifications: lazyComponent(
    () => import('@/features/notifications/notifications-route'),
    'NotificationsRoute',
  ),
  NotFound: lazyComponent(() => import('./not-found'), 'NotFound'),
};
