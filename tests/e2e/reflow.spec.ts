import {
  customers,
  expect,
  expectAccessible,
  expectSettled,
  signIn,
  test,
} from './support/fixtures';
import { openInApp, SIGNED_IN_PAGES } from './support/pages';

// WCAG reflow: 320 CSS px is a 1280 px screen at 400% zoom, 640 px the same screen at 200%.
// Each page must not scroll sideways there, and axe must find nothing on it.
for (const width of [320, 640]) {
  test(`nothing scrolls sideways and axe finds nothing at ${width} px`, async ({
    page,
    context,
  }) => {
    // Twelve pages, each checked by axe: about 12 s alone, more on a busy 2-core machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      '/login',
    ).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    // Signed in, the first page loads and the others open within it (see openInApp).
    await signIn(context, customers.priya);
    await page.goto('/');
    for (const shown of SIGNED_IN_PAGES) {
      await openInApp(page, shown);
      await expectSettled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, shown.route).toBeLessThanOrEqual(width);
      await expectAccessible(page);
    }
  });
}
