import type { BrowserContext, Page } from '@playwright/test';
import {
  COOKIE,
  customers,
  expect,
  injectFaults,
  logInWithCode,
  openFromNav,
  PORT,
  signIn,
  test,
} from './support/fixtures';

async function logIn(page: Page, phone: string) {
  await logInWithCode(page, phone);
}

async function logOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === COOKIE)?.value;

test.describe('one session across tabs', () => {
  test('a second tab follows a logout and a login as another customer, and never sends the first one’s details', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.asha);
    const other = await context.newPage();
    await other.goto('/help-and-support');
    await expect(other.getByLabel('Full name')).toHaveValue('Asha Verma');
    await page.goto('/');
    await logOut(page, 'Asha');
    await expect(page).toHaveURL(/\/login$/);
    // The other tab follows at once, without a reload or a request of its own.
    await expect(other.getByRole('heading', { name: 'Welcome' })).toBeVisible({ timeout: 2_000 });
    // It says why; the tab that signed out needs no telling.
    await expect(other.getByText('You signed out in another tab.')).toBeVisible();
    await expect(page.getByText('You signed out in another tab.')).toBeHidden();
    await logIn(page, customers.priya);
    await expect(page.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
    // The other tab returns to its page, now Priya's: menu and prefill alike.
    await expect(other).toHaveURL(/\/help-and-support$/);
    await expect(other.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
    await expect(other.getByLabel('Full name')).toHaveValue('Priya Nair');
    await other.getByLabel('Issue').selectOption('Technical Support');
    await other.getByLabel('Message').fill('Which account am I writing from?');
    const sent = other.waitForRequest(
      (r) => r.url().endsWith('/contact-us') && r.method() === 'POST',
    );
    await other.getByRole('button', { name: 'Send message' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({
      full_name: 'Priya Nair',
      email: 'priya.nair@example.com',
      phone_no: customers.priya,
    });
    expect(await request.headerValue('authorization')).toBe(
      `Bearer ${await sessionCookie(context)}`,
    );
  });

  test('logout against a hanging server signs out at once, and a new tab is signed out', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.priya);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    await injectFaults(page, [{ method: 'POST', path: '/auth/logout', kind: 'timeout' }]);
    const started = Date.now();
    const call = page.waitForRequest((r) => r.url().endsWith('/auth/logout'));
    await logOut(page, 'Priya');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await sessionCookie(context)).toBeUndefined();
    // The server is still told, with the session's token, while nothing waits for it.
    expect(await (await call).headerValue('authorization')).toMatch(
      new RegExp(`^Bearer demo\\.${customers.priya}\\.`),
    );
    const fresh = await context.newPage();
    await fresh.goto('/profile');
    await expect(fresh).toHaveURL(/\/login$/);
    await expect(fresh.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  test('a logout the server did not hear is told again on the next visit, the token never in Web Storage', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.priya);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    await injectFaults(page, [{ method: 'POST', path: '/auth/logout', kind: 'http500', times: 1 }]);
    const token = await sessionCookie(context);
    const failed = page.waitForResponse((r) => r.url().endsWith('/auth/logout'));
    await logOut(page, 'Priya');
    expect((await failed).status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    const owed = async () =>
      (await context.cookies()).find((c) => c.name === 'lark-logout-owed')?.value;
    expect(await owed()).toBeDefined();
    const webStorage = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    );
    expect(webStorage).not.toContain(token);

    // The next visit tells the server with the old token, and owes nothing once it has heard.
    const retried = page.waitForResponse((r) => r.url().endsWith('/auth/logout'));
    await page.goto('/login');
    const answer = await retried;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue('authorization')).toBe(`Bearer ${token}`);
    await expect.poll(owed).toBeUndefined();
  });

  test('a late 401 for the previous session’s token leaves the new session alone', async ({
    page,
    context,
  }) => {
    await signIn(context, customers.asha);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Account menu for Asha' })).toBeVisible();
    await injectFaults(page, [
      { method: 'GET', path: '/loan/transactions', kind: 'http401', delayMs: 5_000, times: 1 },
    ]);
    const late = page.waitForResponse((r) => r.url().endsWith('/loan/transactions'), {
      timeout: 15_000,
    });
    const asked = page.waitForRequest((r) => r.url().endsWith('/loan/transactions'));
    // Within the page, so the call stays on its way.
    await openFromNav(page, 'My Loan');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    // The tab's code may still be on its way on a busy machine: the call must have left with
    // Asha's token before she logs out, or there is no late answer to test.
    await asked;
    await logOut(page, 'Asha');
    await logIn(page, customers.priya);
    await expect(page.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
    const priyaSession = await sessionCookie(context);
    expect(priyaSession).toMatch(new RegExp(`^demo\\.${customers.priya}\\.`));
    expect((await late).status()).toBe(401);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a cookie that must not change has no event to wait for (docs/testing.md#lint-for-tests)
    await page.waitForTimeout(300);
    expect(await sessionCookie(context)).toBe(priyaSession);
    await expect(page.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
  });
});

test.describe('deep links', () => {
  test('a signed-out visit returns to the page it asked for after login', async ({ page }) => {
    await page.goto('/loan?tab=transactions');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, customers.priya);
    await expect(page).toHaveURL(`http://localhost:${PORT}/loan?tab=transactions`);
    await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
  });

  for (const target of [
    '//evil.example/loan',
    'https://evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
  ]) {
    test(`a hostile return target (${target}) goes home`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      // The target rides in the history entry, as the guard puts it there.
      await page.evaluate((from) => {
        window.history.replaceState(
          { usr: { from }, key: 'hostile', idx: 0 },
          '',
          window.location.href,
        );
      }, target);
      await page.reload();
      await logIn(page, customers.priya);
      await expect(
        page.getByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
      ).toBeVisible();
      await expect(page).toHaveURL(`http://localhost:${PORT}/`);
    });
  }
});

test('offline after /login has loaded, Get OTP says so and the page stays', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Mobile number').fill(customers.priya);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(
    page.getByText('You seem to be offline. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(customers.priya);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
});

test('switching loan tabs shows cached data without a second request', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.includes('/loan/')) calls.push(pathname.replace(/^.*\/loan\//, ''));
  });
  await page.goto('/loan');
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  const tab = (name: string) => page.getByRole('tab', { name });
  // What each tab shows once its code and its data are in (on a busy machine the code of a tab
  // not yet opened may still be on its way: a spinner, which is not the data's skeleton).
  const transactions = {
    name: 'Transactions',
    shows: page.getByRole('tabpanel').getByRole('listitem').first(),
  };
  const information = {
    name: 'Loan Information',
    shows: page.getByText('ACTIVE', { exact: true }),
  };
  for (const { name, shows } of [transactions, information, transactions, information]) {
    await tab(name).click();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(shows).toBeVisible();
    // Data is there at once: no skeleton in between.
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  }
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  // Each read once. The rate notice reads the key facts once the page is quiet (3 s after it is
  // drawn, docs/performance.md#signed-in-pages), which a run on a busy machine reaches. The
  // sections below the fold read theirs once their own code is in, so the list is waited for.
  await expect
    .poll(() => calls.filter((call) => call !== 'key-facts').sort())
    .toEqual([
      'closure-quote',
      'collateral-requests',
      'details',
      'documents',
      'drawing-power-history',
      'mandate',
      'transactions',
    ]);
  expect(calls.filter((call) => call === 'key-facts').length).toBeLessThanOrEqual(1);
});

test('a page whose code cannot load offers a way out inside the shell, and loads once back online', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/loan');
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  await context.setOffline(true);
  await openFromNav(page, 'FAQs');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(main).toContainText('This page will load when you reconnect.');
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Priya' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();
});
