import type { Locator, Page } from '@playwright/test';
import { customers, expect, test } from './support/fixtures';

/** Presses Tab until `target` has focus, checking that every stop shows where the focus is. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      let node = document.activeElement as HTMLElement | null;
      // Nothing focused yet (the page is still arriving) is not a missing outline.
      if (node === document.body) return undefined;
      const focused = node?.outerHTML.slice(0, 160) ?? 'nothing';
      for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return undefined;
      }
      return focused;
    });
    expect(hidden, 'every focused element shows a focus outline').toBeUndefined();
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a keyboard-only journey: login, home, loan tabs, FAQs, contact, logout', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await tabTo(page, page.getByLabel('Mobile number'));
  await page.keyboard.type(customers.priya);
  await tabTo(page, page.getByRole('button', { name: 'Get OTP' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type('123456');
  await expect(
    page.getByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
  ).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'My Loan Profile' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Loan Information', selected: true })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: 'Loan Information' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(12);

  await tabTo(page, page.getByRole('link', { name: 'FAQs' }));
  await page.keyboard.press('Enter');
  const question = page.getByRole('button', { name: 'Who is eligible?' });
  await tabTo(page, question);
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  await tabTo(page, page.getByRole('link', { name: 'Help and Support' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Issue'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByLabel('Message'));
  await page.keyboard.type('Sent with the keyboard alone.');
  await tabTo(page, page.getByRole('button', { name: 'Send message' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Thank you for your message. We will get back to you soon!'),
  ).toBeVisible();

  await page.keyboard.press('Shift+Tab');
  await tabTo(page, page.getByRole('button', { name: 'Account menu for Priya' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // The menu keeps focus and marks its active item (aria-activedescendant).
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-focus', '');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Your data and privacy' })).toHaveAttribute(
    'data-focus',
    '',
  );
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
