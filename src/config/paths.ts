/** The one route map: every link and redirect names a path from here. */
export const paths = {
  login: '/login',
  home: '/',
  profile: '/profile',
  faqs: '/faqs',
  support: '/help-and-support',
  loan: '/loan',
  loanApply: '/loan/apply',
  loanRelease: '/loan/release',
  loanPledge: '/loan/pledge',
  loanClose: '/loan/close',
  verifyEmail: '/verify-email',
  notifications: '/notifications',
  lenders: '/lenders',
  grievance: '/grievance',
  privacy: '/privacy',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * /profile opened at the password form, headed 'Set a new password': where a customer who forgot
 * the password lands once signed in by the phone's code (docs/product.md#account-security).
 */
export const newPasswordPath = '/profile?password=new';
