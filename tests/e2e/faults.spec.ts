import type { BrowserContext, Page } from '@playwright/test';
import {
  ALT_PORT,
  COOKIE,
  customers,
  expect,
  expectTabCodeIn,
  type Fault,
  injectFaults,
  logInWithCode,
  openFromNav,
  PORT,
  signIn,
  test,
} from './support/fixtures';

type Kind = Fault['kind'];
const KINDS: Kind[] = ['http500', 'http401', 'http404', 'malformed', 'timeout', 'offline'];
/** Every API call and the SDK's init give up after 10 s (docs/product.md#constants). */
const API_TIMEOUT = 10_000;
const OFFLINE = 'You seem to be offline. Check your connection and try again.';
/**
 * The demo backend's 500 carries this message; every other failure has none. The offline call
 * fails just before the test takes the browser offline, so its message is either one (which, a
 * matter of which the page noticed first).
 */
const SAYS: Partial<Record<Kind, string>> = {
  http500: 'Service temporarily unavailable',
  http401: 'Your session has expired. Please log in again.',
  http404: 'Not Found',
};
const serverSays = (kind: Kind, fallback: string) =>
  SAYS[kind] ??
  (kind === 'offline' && fallback === 'Something went wrong'
    ? /^(Something went wrong|You seem to be offline\. Check your connection and try again\.)$/
    : fallback);
/**
 * What shows while something loads: a busy control, a spinner's status, grey blocks. Unlike
 * expectSettled's, the credit line's 'Please wait...' counts: its script's load may be the call.
 */
const STILL_LOADING = '[aria-busy="true"], [role="status"]:has(.animate-spin), .animate-pulse';
/** A failed load says the browser is offline while it is, whatever else it would say. */
const loadFailed = (kind: Kind, message: string) => (kind === 'offline' ? OFFLINE : message);

/** A read that failed says so (or that the browser is offline) and offers to try again. */
const failedWithRetry = (message: string) => async (page: Page, kind: Kind) => {
  await expect(page.getByText(loadFailed(kind, message))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
};

type Row = {
  call: string;
  method: string;
  path: string;
  /** Brings the page to the moment before the call, as a person would. */
  arrange: (page: Page, context: BrowserContext) => Promise<void>;
  /** Makes the call. */
  act: (page: Page) => Promise<void>;
  /**
   * The call carries the signed-in customer's token: an unauthorized answer ends the session,
   * and the person is asked to log in again.
   */
  session?: true;
  /** What the person sees, and that they can carry on. */
  expectOutcome: (page: Page, kind: Kind) => Promise<void>;
};

const signedIn = (phone: string, path: string) => async (page: Page, context: BrowserContext) => {
  await signIn(context, phone);
  await page.goto(path);
  // The page's own profile call has landed before any fault is injected.
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
};

/** Asha's eligibility widget, open at the moment before it reports a result. */
const widgetOpen = async (page: Page, context: BrowserContext) => {
  await signIn(context, customers.asha);
  await page.goto('/');
  await page.getByRole('button', { name: 'Check Eligibility' }).first().click();
  await expect(
    page.frameLocator('iframe').getByText('Checking the portfolio of Asha'),
  ).toBeVisible();
};
const widgetSays = (result: string) => (page: Page) =>
  page.frameLocator('iframe').getByRole('button', { name: result, exact: true }).click();
/** A background call fails silently: the person sees the widget's outcome and can go again. */
const outcomeStands = (title: string) => async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Check Eligibility' }).first()).toBeEnabled();
  await expect(page.getByText(/Service temporarily unavailable|Something went wrong/)).toHaveCount(
    0,
  );
};

/** The session ended: the person is on /login, the cookie gone. */
async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain(COOKIE);
}

const ROWS: Row[] = [
  {
    call: 'login-otp',
    method: 'POST',
    path: '/auth/login-otp',
    arrange: async (page) => {
      await page.goto('/login');
      await page.getByLabel('Mobile number').fill(customers.priya);
    },
    act: (page) => page.getByRole('button', { name: 'Get OTP' }).click(),
    expectOutcome: async (page, kind) => {
      await expect(page.getByText(serverSays(kind, 'Something went wrong'))).toBeVisible();
      await expect(page.getByLabel('Mobile number')).toHaveValue(customers.priya);
      await expect(page.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    },
  },
  {
    call: 'verify-otp',
    method: 'POST',
    path: '/auth/verify-otp',
    arrange: async (page) => {
      await page.goto('/login');
      await page.getByLabel('Mobile number').fill(customers.priya);
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    },
    act: (page) => page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456'),
    expectOutcome: async (page, kind) => {
      await expect(page.getByText(serverSays(kind, 'Something went wrong'))).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
      // A code the server looked at and refused (4xx) is cleared for the next try; one that
      // could not be checked is kept as typed.
      const refused = kind === 'http401' || kind === 'http404';
      await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(
        refused ? '' : '6',
      );
    },
  },
  {
    call: 'profile',
    session: true,
    method: 'GET',
    path: '/auth/profile',
    arrange: signedIn(customers.priya, '/faqs'),
    act: async (page) => {
      await page.goto('/profile');
    },
    expectOutcome: async (page, kind) => {
      // Offline, the 'Password and devices' section says so too, of its own code.
      const details = page.getByRole('tabpanel', { name: 'Profile details' });
      await expect(
        details.getByText(loadFailed(kind, 'Failed to fetch user profile')),
      ).toBeVisible();
      await expect(details.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    },
  },
  {
    call: 'loan details',
    session: true,
    method: 'GET',
    path: '/loan/details',
    // Every signed-in page asks for the loan (its alerts): the call that fails is a fresh visit's,
    // which ends once the profile has landed and the tab's code is in (so going offline after it
    // fails nothing else). Since the demo backend starts without waiting for the browser's check
    // of its worker, the profile can land before the tab's code: going offline then failed the
    // tab's code in 1 run of 30 beside two busy loops, until the test waited for it.
    arrange: signedIn(customers.priya, '/loan'),
    act: async (page) => {
      await page.reload();
      // The profile has landed, or the session has ended (an unauthorized answer).
      const welcome = page.getByRole('heading', { name: 'Welcome' });
      await expect(
        page.getByRole('button', { name: /^Account menu for / }).or(welcome),
      ).toBeVisible();
      await expect(page.getByRole('tabpanel').or(welcome)).toBeVisible();
      await expectTabCodeIn(page);
    },
    expectOutcome: async (page, kind) => {
      if (kind === 'http404') {
        // Some servers say 'no loan yet' with a 404: not a failure, the way to one instead.
        await expect(
          page.getByRole('link', { name: 'Check how much you can borrow' }),
        ).toBeVisible();
        return;
      }
      // A failed read is never 'no loan': that is for a 404 alone.
      await expect(
        page.getByText(loadFailed(kind, 'We could not load your loan. Please try again.')),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    },
  },
  {
    call: 'transactions',
    session: true,
    method: 'GET',
    path: '/loan/transactions',
    arrange: signedIn(customers.priya, '/loan'),
    act: (page) => page.getByRole('tab', { name: 'Transactions' }).click(),
    expectOutcome: failedWithRetry('Failed to load transactions. Please try again later.'),
  },
  {
    call: 'volt tokens',
    session: true,
    method: 'GET',
    path: '/volt/tokens',
    arrange: signedIn(customers.priya, '/'),
    act: (page) => page.getByRole('button', { name: 'Get Cash' }).first().click(),
    expectOutcome: failedWithRetry('Try again after some time or Contact our team.'),
  },
  {
    call: 'contact',
    session: true,
    method: 'POST',
    path: '/contact-us',
    arrange: async (page, context) => {
      await signedIn(customers.priya, '/help-and-support')(page, context);
      await page.getByLabel('Issue').selectOption('Other');
      await page.getByLabel('Message').fill('Every word of this stays.');
    },
    act: (page) => page.getByRole('button', { name: 'Send message' }).click(),
    expectOutcome: async (page, kind) => {
      // A garbled answer (HTTP 200) cannot say the message arrived: it is a failure like the rest.
      await expect(page.getByText(serverSays(kind, 'Something went wrong'))).toBeVisible();
      await expect(
        page.getByText('Thank you for your message. We will get back to you soon!'),
      ).toHaveCount(0);
      await expect(page.getByLabel('Message')).toHaveValue('Every word of this stays.');
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    },
  },
  {
    call: 'email send',
    session: true,
    method: 'POST',
    path: '/email/send-otp',
    arrange: signedIn(customers.rohan, '/verify-email'),
    act: (page) => page.getByRole('button', { name: 'Send OTP' }).click(),
    expectOutcome: async (page) => {
      // The spec's words, whatever the server said.
      await expect(page.getByText('Failed to send OTP.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    },
  },
  {
    call: 'SDK init',
    method: 'GET',
    path: '/loan-sdk/init',
    arrange: async (page, context) => {
      await signIn(context, customers.asha);
      await page.goto('/faqs');
    },
    act: (page) => openFromNav(page, 'Home'),
    expectOutcome: async (page, kind) => {
      const statuses: Partial<Record<Kind, number>> = { http500: 500, http401: 401, http404: 404 };
      const status = statuses[kind] ?? (kind === 'malformed' ? 200 : 0);
      const says = SAYS[kind] ?? 'Something went wrong';
      const message =
        kind === 'malformed'
          ? 'Invalid response structure from initialization API'
          : kind === 'offline'
            ? /^Failed to initialize SDK: 0 - (Something went wrong|You seem to be offline\. Check your connection and try again\.)$/
            : `Failed to initialize SDK: ${status} - ${says}`;
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check Eligibility' }).first()).toBeEnabled();
    },
  },
  {
    call: 'logout',
    session: true,
    method: 'POST',
    path: '/auth/logout',
    arrange: signedIn(customers.priya, '/'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Account menu for Priya' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    },
    expectOutcome: async (page, kind) => {
      await expect(page).toHaveURL(/\/login$/);
      const welcome = page.getByRole('heading', { name: 'Welcome' });
      if (kind === 'offline') {
        // /login's code may not have come before the browser went offline (a busy machine): the
        // page then says so, and shows /login by itself once the connection is back.
        await expect(
          welcome.or(page.getByRole('heading', { name: 'You are offline' })),
        ).toBeVisible();
        await page.context().setOffline(false);
      }
      await expect(welcome).toBeVisible();
      // Signed out on this device whatever the server said: the session cookie is gone.
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain(COOKIE);
    },
  },
  {
    call: 'bank details',
    session: true,
    method: 'GET',
    path: '/bank-details',
    arrange: async (page, context) => {
      await signIn(context, customers.priya);
      await page.goto(`http://localhost:${ALT_PORT}/profile`);
      await expect(page.getByRole('tab', { name: 'Payout details' })).toBeVisible();
      // The page's other read (the signed-in devices) has landed: a timeout's clock jump would
      // time it out too.
      const devices = page.getByRole('region', { name: 'Signed-in devices' });
      await expect(devices.getByRole('listitem').first()).toContainText('This device');
    },
    act: (page) => page.getByRole('tab', { name: 'Payout details' }).click(),
    expectOutcome: async (page, kind) => {
      const payout = page.getByRole('tabpanel', { name: 'Payout details' });
      await expect(payout.getByText(loadFailed(kind, 'Failed to load bank details'))).toBeVisible();
      await expect(payout.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    },
  },
  {
    call: 'password login',
    method: 'POST',
    path: '/auth/login',
    arrange: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login with password' }).click();
      await page.getByLabel('Mobile number').fill(customers.asha);
      await page.getByLabel('Password').fill('Demo@1234');
    },
    act: (page) => page.getByRole('button', { name: 'Login', exact: true }).click(),
    expectOutcome: async (page, kind) => {
      await expect(page.getByText(serverSays(kind, 'Something went wrong'))).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveValue('Demo@1234');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    },
  },
  {
    call: 'add-details',
    method: 'POST',
    path: '/auth/add-details',
    arrange: async (page) => {
      await page.goto('/login');
      await logInWithCode(page, '9988771122');
      await page.getByLabel('First name').fill('Meera');
      await page.getByLabel('Last name').fill('Iyer');
      await page.getByLabel('Email', { exact: true }).fill('meera@example.com');
      await page.getByLabel('PAN').fill('FGHPI5678K');
    },
    act: (page) => page.getByRole('button', { name: 'Create account' }).click(),
    expectOutcome: async (page, kind) => {
      await expect(page.getByText(serverSays(kind, 'Something went wrong'))).toBeVisible();
      await expect(page.getByLabel('PAN')).toHaveValue('FGHPI5678K');
      await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
    },
  },
  {
    call: 'get-offers',
    method: 'POST',
    path: '/loan-sdk/get-offers',
    arrange: async (page, context) => {
      await signIn(context, customers.asha);
      await page.goto('/');
      await page.getByRole('button', { name: 'Check Eligibility' }).first().click();
      await expect(
        page.frameLocator('iframe').getByText('Checking the portfolio of Asha'),
      ).toBeVisible();
    },
    act: (page) =>
      page.frameLocator('iframe').getByRole('button', { name: 'Eligible', exact: true }).click(),
    expectOutcome: async (page, kind) => {
      await expect(page.getByText(serverSays(kind, 'Something went wrong'))).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check Eligibility' }).first()).toBeEnabled();
    },
  },
  {
    call: 'email verify',
    session: true,
    method: 'POST',
    path: '/email/verify-otp',
    arrange: async (page, context) => {
      await signedIn(customers.rohan, '/verify-email')(page, context);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('OTP sent to your email.')).toBeVisible();
    },
    act: (page) => page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456'),
    expectOutcome: async (page, kind) => {
      // A garbled answer (HTTP 200) cannot confirm the code: it is a failure like the rest.
      await expect(
        page.getByText(
          kind === 'offline'
            ? /^(OTP verification failed\.|You seem to be offline\. Check your connection and try again\.)$/
            : serverSays(kind, 'OTP verification failed.'),
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify email' })).toBeEnabled();
    },
  },
  {
    call: 'partner lookup',
    method: 'GET',
    path: '/auth/acme/partner',
    arrange: async (page) => {
      await page.goto(`http://acme.localhost:${PORT}/login`);
      await expect(page.getByRole('img', { name: 'Acme Wealth' })).toBeVisible();
      await page.evaluate(() => localStorage.removeItem('partner:acme'));
    },
    act: async (page) => {
      await page.reload();
    },
    expectOutcome: async (page) => {
      // The defaults stand in: the portal's own brand and support contacts.
      await expect(page.getByRole('img', { name: 'Lark' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'support@lark.test' })).toBeVisible();
      await expect(page.getByLabel('Mobile number')).toBeEditable();
    },
  },
  {
    call: 'larkdata',
    session: true,
    method: 'POST',
    path: '/users/larkdata',
    arrange: widgetOpen,
    act: widgetSays('No credit limit'),
    expectOutcome: outcomeStands('No Offers Available'),
  },
  {
    call: 'casdata',
    session: true,
    method: 'POST',
    path: '/customer/casdata/fetch-and-save',
    arrange: widgetOpen,
    act: widgetSays('No credit limit'),
    expectOutcome: outcomeStands('No Offers Available'),
  },
  {
    call: 'status update',
    session: true,
    method: 'PUT',
    path: '/auth/update-application-status/cust-asha',
    arrange: widgetOpen,
    act: widgetSays('Not eligible'),
    expectOutcome: outcomeStands('No Offers Available'),
  },
  {
    call: 'the Volt script',
    method: 'GET',
    path: '/demo/volt-sdk.js',
    arrange: signedIn(customers.priya, '/'),
    act: (page) => page.getByRole('button', { name: 'Get Cash' }).first().click(),
    expectOutcome: async (page, kind) => {
      await expect(page.getByText('Failed to initialize Volt SDK.')).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: loadFailed(kind, 'Something went wrong') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    },
  },
];

test.describe('fault matrix', () => {
  for (const row of ROWS) {
    for (const kind of KINDS) {
      test(`${row.call} × ${kind}`, async ({ page, context, pageErrors }) => {
        if (kind === 'timeout') await page.clock.install();
        await row.arrange(page, context);
        await injectFaults(page, [{ method: row.method, path: row.path, kind }]);
        const sent = page.waitForRequest(
          (r) => r.method() === row.method && new URL(r.url()).pathname.endsWith(row.path),
        );
        await row.act(page);
        await sent;
        // Offline is the whole browser: what the page loads to show the outcome (lazy chunks such
        // as the toaster's) fails too, not only the call, which the demo backend fails itself
        // because it answers inside the browser.
        if (kind === 'offline') await context.setOffline(true);
        if (kind === 'timeout') {
          // The spec's 10 s, not the constant: a longer limit would leave the call pending. Again
          // until nothing is loading: a call made a moment after the request event (a tab whose
          // code arrived after the first 10 s, a read made again as its part is drawn) has 10 s
          // of its own (seen: /loan's tab still loading on a slow run, after two).
          await expect
            .poll(
              async () => {
                await page.clock.fastForward(API_TIMEOUT + 500);
                return page.locator(STILL_LOADING).count();
              },
              { intervals: [300] },
            )
            .toBe(0);
        }
        if (kind === 'http401' && row.session) await expectSignedOut(page);
        else await row.expectOutcome(page, kind);
        // Nothing is left spinning and the page is not blank.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('#root')).not.toBeEmpty();
        // No cell leaves an uncaught error, a garbled credit-line script included.
        expect(pageErrors).toEqual([]);
      });
    }
  }
});
