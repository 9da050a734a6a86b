import type { Page } from '@playwright/test';
import { customers, expect, expectAccessible, signIn, test } from './support/fixtures';

/**
 * The inactivity sign-out, on the demo's 10 minutes, with the browser's clock in the test's hands:
 * time is jumped forward, never waited for.
 */
const MINUTE = 60_000;
/** One clock for the whole browser context: moving it moves every tab's. */
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const signedOutMessage = 'You were signed out after 10 minutes without activity.';

async function openSignedIn(page: Page, path = '/faqs') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await context.clock.install();
  await signIn(context, customers.priya);
});

/**
 * Stops the browser's clock a minute ahead and presses a key there, so the countdown's seconds
 * are the test's to move: on a running clock a busy machine lets real seconds slip in between the
 * steps, and the count read on screen is no longer the one the test expects.
 */
async function stopTheClockAfterAKey(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + MINUTE);
  await page.keyboard.press('Shift');
}

test('warns after 10 minutes, announces the countdown at 60, 30 and 10 s, and Stay signed in starts again', async ({
  page,
}) => {
  await openSignedIn(page);
  await stopTheClockAfterAKey(page);
  await page.clock.fastForward(10 * MINUTE - 5_000);
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward(5_000);
  const dialog = warning(page);
  await expect(dialog).toBeVisible();
  const shown = (text: string) => dialog.locator('[aria-hidden="true"]', { hasText: text });
  await expect(shown('You will be signed out in 60 seconds')).toBeVisible();
  const spoken = dialog.getByRole('alert');
  await expect(spoken).toHaveText('You will be signed out in 60 seconds');
  // The next animation frame, which the stopped clock holds too (a phone focuses the answer then).
  await page.clock.runFor(100);
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();

  await page.clock.runFor(28_900);
  await expect(shown('You will be signed out in 31 seconds')).toBeVisible();
  await expect(spoken).toHaveText('You will be signed out in 60 seconds');
  await page.clock.runFor(1_000);
  await expect(spoken).toHaveText('You will be signed out in 30 seconds');
  await page.clock.runFor(20_000);
  await expect(spoken).toHaveText('You will be signed out in 10 seconds');

  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(10 * MINUTE - 5_000);
  await expect(warning(page)).toBeHidden();
  await expect(page).toHaveURL(/\/faqs$/);
});

test(
  'activity in a second tab keeps the first signed in; expiry signs out both, with the message',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await openSignedIn(page);
    const other = await context.newPage();
    await other.goto('/help-and-support');
    await expect(other.getByLabel('Full name')).toHaveValue('Priya Nair');

    await page.clock.fastForward(8 * MINUTE);
    await other.getByLabel('Message').press('a');
    await page.clock.fastForward(4 * MINUTE);
    await expect(warning(page)).toBeHidden();
    await expect(warning(other)).toBeHidden();

    // Ten minutes after the last key, both tabs warn, and then both sign out.
    await page.clock.fastForward(6 * MINUTE);
    await expect(warning(page)).toBeVisible();
    await expect(warning(other)).toBeVisible();
    await page.clock.runFor(60_000);
    for (const tab of [page, other]) {
      await expect(tab).toHaveURL(/\/login$/);
      await expect(tab.getByRole('status').filter({ hasText: signedOutMessage })).toBeVisible();
    }
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      'lark-customerauth-token',
    );
  },
);

test(
  'Stay signed in in one tab closes the warning in the other',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await openSignedIn(page);
    const other = await context.newPage();
    await other.goto('/faqs');
    await page.clock.fastForward(10 * MINUTE + 10_000);
    await expect(warning(other)).toBeVisible();
    await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning(other)).toBeHidden();
  },
);

/**
 * Opens /faqs made long enough to scroll, and scrolls it half-way down as a person does (the
 * wheel), so the page's own changes above the viewport move what is shown.
 */
async function scrolledDown(page: Page) {
  await openSignedIn(page);
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.querySelector('main')?.append(filler);
  });
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => window.scrollY > 0);
}

test(
  'a layout change under a scrolled, idle tab is not activity (the browser scrolls to keep the view)',
  { tag: '@desktop' },
  async ({ page }) => {
    await scrolledDown(page);
    await page.evaluate(() => {
      window.addEventListener('scroll', () => {
        document.body.dataset.scrolls = String(Number(document.body.dataset.scrolls ?? 0) + 1);
      });
    });
    for (let minute = 0; minute < 10; minute += 1) {
      // A refresh adds a line above what is shown: scroll anchoring moves the page, firing `scroll`.
      const scrolls = () => page.evaluate(() => Number(document.body.dataset.scrolls ?? 0));
      const before = await scrolls();
      await page.evaluate(() => {
        const line = document.createElement('p');
        line.style.height = '40px';
        document.querySelector('main')?.prepend(line);
      });
      await expect.poll(scrolls).toBeGreaterThan(before);
      await page.clock.fastForward(MINUTE);
    }
    await expect(warning(page)).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('a page that scrolls itself is not activity', { tag: '@desktop' }, async ({ page }) => {
  await scrolledDown(page);
  for (let minute = 0; minute < 10; minute += 1) {
    await page.evaluate((by) => window.scrollBy(0, by), minute % 2 ? 1 : -1);
    await page.clock.fastForward(MINUTE);
  }
  await expect(warning(page)).toBeVisible();
});

test(
  'a person counts: a key, a pointer moved or pressed, a wheel',
  { tag: '@desktop' },
  async ({ page }) => {
    await openSignedIn(page);
    const inputs = [
      () => page.keyboard.press('Shift'),
      () => page.mouse.move(300, 300),
      () => page.mouse.click(5, 500),
      () => page.mouse.wheel(0, 50),
    ];
    for (const input of inputs) {
      await page.clock.fastForward(9 * MINUTE);
      await input();
    }
    await page.clock.fastForward(9 * MINUTE);
    await expect(warning(page)).toBeHidden();
  },
);

test(
  'a page hidden past the deadline is signed out as soon as it is shown again',
  { tag: '@desktop' },
  async ({ page }) => {
    await openSignedIn(page, '/loan');
    // A phone asleep: the clock moves on and no timer runs (on a running clock the countdown's
    // own check, every 15 s, could read the new time before the page is shown).
    await stopTheClockAfterAKey(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(now + 60 * MINUTE);
    await expect(page).toHaveURL(/\/loan$/);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(signedOutMessage)).toBeVisible();
  },
);

test('the warning works by keyboard and passes axe', { tag: '@desktop' }, async ({ page }) => {
  await openSignedIn(page);
  await page.clock.fastForward(10 * MINUTE);
  const dialog = warning(page);
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const stay = dialog.getByRole('button', { name: 'Stay signed in' });
  const signOut = dialog.getByRole('button', { name: 'Sign out' });
  await expect(stay).toBeFocused();
  // Focus stays within the dialog.
  await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Escape answers as Stay does; Sign out signs out at once, without the idle message.
  await page.clock.fastForward(10 * MINUTE);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(10 * MINUTE);
  // The dialog puts the focus on 'Stay signed in' as it opens; the person moves on from there.
  await expect(stay).toBeFocused();
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(signedOutMessage)).toBeHidden();
});

test('/login states the limit and never warns', { tag: '@desktop' }, async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(
    page.getByText('For your safety, you are signed out after 10 minutes without activity.'),
  ).toBeVisible();
  await page.clock.fastForward(20 * MINUTE);
  await expect(warning(page)).toBeHidden();
});
