import type { Page } from '@playwright/test';
import { customers, expect, signIn, test } from './support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page opens at the top, and Back returns to where the last one was', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
  // The page as a person reads it to its end: the calculator's form, which comes after the page.
  await expect(page.getByLabel('Equity mutual funds')).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', {
    name: 'Grievance redressal',
  });
  await footerLink.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await scrollY(page);
  expect(bottom).toBeGreaterThan(200);
  // Recorded as the customer scrolls, not only at the click.
  await expect.poll(() => scrollY(page)).toBe(bottom);
  await footerLink.click();
  await expect(page.getByRole('heading', { name: 'Grievance redressal', level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(
    page.getByRole('heading', { name: 'Grievance redressal', level: 1 }),
  ).toBeInViewport();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(bottom);
  await expect(footerLink).toBeInViewport();

  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Grievance redressal', level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a tab of the same page (its query) keeps the page where it is', async ({ page, context }) => {
  await signIn(context, customers.priya);
  await page.goto('/loan');
  const tab = page.getByRole('tab', { name: 'Transactions' });
  await expect(page.getByRole('region', { name: 'Collateral health' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => scrollY(page)).toBe(120);
  await expect(tab).toBeInViewport();
  await tab.click();
  await expect(page).toHaveURL(/\?tab=transactions$/);
  await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(120);
});
