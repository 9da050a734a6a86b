import type { Page } from '@playwright/test';
import { indianDay } from './support/dates';
import {
  customers,
  expect,
  injectFaults,
  isMobile,
  openFromNav,
  signIn,
  test,
} from './support/fixtures';

/** Arjun Shah: an active line with nothing owed (docs/demo-backend.md#seeded-customers). */

const requests = (page: Page) => page.getByRole('region', { name: 'Requests' });

/** The main navigation, once shown as a person sees it (on a phone, in the drawer it opens). */
async function mainNav(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Loan Profile' })).toBeVisible();
  return nav;
}

/** Meera pledges all her SBI Bluechip units, which cover her shortfall: the request is open. */
async function pledgeAllOfMeerasSbi(page: Page) {
  await page.goto('/loan/pledge');
  const sbi = page.getByRole('group', { name: 'SBI Bluechip Fund - Direct Growth' });
  await sbi.getByRole('button', { name: 'Max' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
}

async function closeNav(page: Page) {
  if (isMobile(page)) await page.keyboard.press('Escape');
}

test("Arjun's close: closing with every fund being released and nothing offered, then closed on / and /loan", async ({
  page,
  context,
}, info) => {
  test.slow();
  await page.clock.install();
  await signIn(context, customers.arjun);
  // Before: cash and the way to it are offered.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Cash' }).first()).toBeVisible();
  await expect(
    (await mainNav(page)).getByRole('link', { name: 'Withdraw or repay' }),
  ).toBeVisible();
  await closeNav(page);
  await page.goto('/loan/close');
  await page.getByRole('button', { name: 'Close credit line' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  // A reference a person can read out, on one line.
  await expect(page.getByRole('region', { name: 'Request received' })).toContainText(
    /\(reference [0-9A-F]{4} [0-9A-F]{4}\)/,
  );

  // While the close is open.
  await page.goto('/loan');
  await expect(requests(page)).toContainText('Received');
  await expect(page.getByText('CLOSING', { exact: true })).toBeVisible();
  const closing = page.getByRole('region', { name: 'Your credit line is closing' });
  await expect(closing).toContainText('All your pledged funds are being released (due ');
  const releasing = page.getByText('Being released', { exact: true }).filter({ visible: true });
  await expect(releasing.first()).toBeVisible();
  for (const name of ['Release units', 'Pledge more', 'Close credit line', 'Withdraw or repay']) {
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
  }
  await expect(requests(page)).toContainText(/Reference [0-9A-F]{4} [0-9A-F]{4}/);
  await expect(page.getByRole('region', { name: 'Your credit line', exact: true })).toContainText(
    'None while your credit line is closing',
  );
  // Home says the line is closing and offers no cash; the navigation no withdrawal.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your credit line', exact: true })).toContainText(
    'Closing',
  );
  await expect(page.getByRole('button', { name: 'Get Cash' })).toHaveCount(0);
  await expect(page.getByText('available to withdraw')).toHaveCount(0);
  // Where 'Get Cash' was, nothing: no empty box holding its room open.
  const heroText = page.getByRole('heading', { level: 1 }).locator('..');
  const emptyRooms = await heroText
    .locator('*')
    .evaluateAll(
      (all) =>
        all.filter(
          (el) =>
            el.getBoundingClientRect().height === 0 && getComputedStyle(el).marginTop !== '0px',
        ).length,
    );
  expect(emptyRooms).toBe(0);
  // No call to borrow at the foot of the page either.
  await expect(page.getByRole('heading', { name: 'Your investments can do more' })).toHaveCount(0);
  await expect((await mainNav(page)).getByRole('link', { name: 'Withdraw or repay' })).toHaveCount(
    0,
  );
  await closeNav(page);
  // The page says the line takes repayments only, and the status is CLOSING; the demo lender
  // refuses a withdrawal all the same.
  await page.goto('/loan/apply');
  await expect(page.getByRole('region', { name: 'Your credit line is closing' })).toContainText(
    'You can repay what you owe here. No withdrawals can be made while the line closes.',
  );
  await page.screenshot({ path: info.outputPath('apply-closing.png'), fullPage: true });
  const volt = page.getByRole('region', { name: 'Credit line' });
  await volt.getByLabel('Amount (₹)').fill('100000');
  await volt.getByRole('button', { name: 'Withdraw' }).click();
  await expect(volt.getByRole('status')).toHaveText(
    'Your credit line is being closed. No withdrawals can be made now.',
  );

  // Once it is done.
  await page.goto('/loan');
  await expect(requests(page)).toContainText('Received');
  await page.clock.fastForward(31_000);
  const closed = page.getByRole('region', { name: 'Your credit line is closed' });
  await expect(closed).toContainText('Closed on ', { timeout: 15_000 });
  await expect(closed).toContainText('Your documents and statements stay here.');
  await expect(page.getByText('CLOSED', { exact: true })).toBeVisible();
  await page.goto('/loan/apply');
  await expect(page.getByRole('region', { name: 'Your credit line is closed' })).toContainText(
    'There is nothing to withdraw or repay.',
  );
  await expect(page.getByRole('region', { name: 'Credit line', exact: true })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('apply-closed.png'), fullPage: true });
  await page.goto('/loan');
  for (const gone of ['Total credit limit', 'Interest due', 'Renewal date', 'Collateral health']) {
    await expect(page.getByText(gone, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Your loan documents' })).toBeVisible();
  await openFromNav(page, 'Home');
  // Home says it is closed, since when, with the certificate and what to do next.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your credit line is closed' }),
  ).toBeVisible();
  const line = page.getByRole('region', { name: 'Your credit line' });
  await expect(line).toContainText(`Closed on ${indianDay(0)}. You owe nothing on it.`);
  await expect(
    line.getByRole('button', { name: 'Download the no dues certificate' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'What to do next' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('home-closed.png'), fullPage: true });
  await expect(page.getByRole('button', { name: 'Get Cash' })).toHaveCount(0);
});

test(
  'a failed loan read says it could not load the loan, offers Try again, and keeps the banner',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Interest', exact: true });
    await expect(banner).toBeVisible();
    await injectFaults(page, [
      { method: 'GET', path: '/loan/details', kind: 'http500', times: 10 },
    ]);
    await openFromNav(page, 'My Loan Profile');
    await expect(page).toHaveURL(/\/loan$/);
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'We could not load your loan. Please try again.',
    );
    await expect(page.getByText('There is no active loan')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Try again$/i })).toBeVisible();
  },
);

test(
  "a pledge under way is said in Meera's shortfall banner instead of asking for another",
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.meera);
    await pledgeAllOfMeerasSbi(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Margin shortfall' });
    await expect(banner).toContainText('Your pledge of 1,500 units will cover this; due ');
    await expect(banner.getByRole('link', { name: 'Pledge more' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Repay now' })).toBeVisible();
  },
);

test(
  'what cannot be done is said before any form: a release in a shortfall, nothing to pledge, a second request',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.meera);
    await page.goto('/loan/release');
    const main = page.getByRole('main');
    await expect(main.getByText('No units can be released now')).toBeVisible();
    await expect(main).toContainText('so every pledged unit is needed');
    await expect(main.getByRole('button', { name: 'Continue' })).toHaveCount(0);

    // A pledge made, then another change asked for while it is open.
    await pledgeAllOfMeerasSbi(page);
    await page.goto('/loan/pledge');
    await expect(main.getByText('A request is under way')).toBeVisible();
    await expect(main).toContainText('1,500 units of SBI Bluechip Fund - Direct Growth');
    await expect(main).toContainText('ISIN INF200K01QX4');
    await expect(main.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  },
);

test(
  "Priya's pledge with nothing left to pledge says why and whom to talk to",
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan/pledge');
    const main = page.getByRole('main');
    await expect(main.getByText('You have no other funds to pledge')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Talk to us' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  },
);
