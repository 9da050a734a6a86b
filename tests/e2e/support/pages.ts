import { expect, type Page } from '@playwright/test';

/** A page of the signed-in portal, with what a person sees once it is on screen. */
export type SignedInPage = { route: string; title: string; tab?: string };

/**
 * Every signed-in page a verified customer stays on (not /verify-email, which sends them on), and
 * the loan's Transactions tab.
 */
export const SIGNED_IN_PAGES: SignedInPage[] = [
  { route: '/', title: 'Home' },
  { route: '/loan', title: 'My Loan Profile', tab: 'Loan Information' },
  { route: '/loan?tab=transactions', title: 'My Loan Profile', tab: 'Transactions' },
  { route: '/loan/apply', title: 'Withdraw or repay' },
  { route: '/profile', title: 'Account Details' },
  { route: '/faqs', title: 'FAQs' },
  { route: '/help-and-support', title: 'Help and Support' },
  { route: '/notifications', title: 'Notifications' },
  { route: '/privacy', title: 'Your data and privacy' },
  { route: '/lenders', title: 'Lending partners' },
  { route: '/grievance', title: 'Grievance redressal' },
];

/** Their addresses. */
export const SIGNED_IN_ROUTES = SIGNED_IN_PAGES.map(({ route }) => route);

/**
 * Opens a page within the app, with no new page load: the router is moved as Back and Forward
 * move it (the app's own `navigate` is not reachable from a test), and the page is shown from its
 * top, as a link shows it. Waits until it is the one on screen: the browser tab named after it,
 * and its tab chosen. For tests that judge many pages as they look, not how they load.
 */
export async function openInApp(page: Page, { route, title, tab }: SignedInPage) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveTitle(new RegExp(`^${title} · `));
  if (tab) await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
