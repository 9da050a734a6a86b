import { expect, type Page } from '@playwright/test';

/** A page of the signed-in portal, with what a person sees once it is on screen. */
export type SignedInPage = { route: string; title: string; tab?: string };

/** Every page of the signed-in portal's navigation and their tabs (the layout and reflow checks). */
export const SIGNED_IN_PAGES: SignedInPage[] = [
  { route: '/', title: 'Home' },
  { route: '/loan', title: 'My Loan Profile', tab: 'Loan Information' },
  { route: '/loan?tab=transactions', title: 'My Loan Profile', tab: 'Transactions' },
  { route: '/loan/apply', title: 'Withdraw or repay' },
  { route: '/faqs', title: 'FAQs' },
  { route: '/help-and-support', title: 'Help and Support' },
  { route: '/profile', title: 'Account Details' },
  { route: '/notifications', title: 'Notifications' },
];

/**
 * Opens a page the way the app's own links do, its router showing it with no new page load, and
 * waits until it is the one on screen: the browser tab named after it, and its tab chosen. For
 * tests that judge many pages as they look, not how they load.
 */
export async function openInApp(page: Page, { route, title, tab }: SignedInPage) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveTitle(new RegExp(`^${title} · `));
  if (tab) await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
}
