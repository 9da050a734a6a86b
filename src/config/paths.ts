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
