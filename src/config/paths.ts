/** The one route map: every link and redirect names a path from here. */
export const paths = {
  login: '/login',
  home: '/',
  profile: '/profile',
  faqs: '/faqs',
  support: '/help-and-support',
  loan: '/loan',
  loanApply: '/loan/apply',
  verifyEmail: '/verify-email',
  notifications: '/notifications',
  lenders: '/lenders',
  grievance: '/grievance',
  privacy: '/privacy',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
