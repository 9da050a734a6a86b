import { formatRupees } from '@/lib/format';
import { seededOwes } from './support/books';
import {
  codeArrivesOnConnect,
  customers,
  expect,
  expectAccessible,
  injectFaults,
  signIn,
  test,
} from './support/fixtures';

test('Loan Information and Transactions of a customer with a credit line', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/loan');
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(page.getByText(seededOwes('priya').shown.available).first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Pledged funds' })
      .getByText('Parag Parikh Flexi Cap Fund - Direct Growth')
      .filter({ visible: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\?tab=transactions$/);
  const list = page.getByRole('tabpanel').getByRole('listitem');
  await expect(list).toHaveCount(12);
  await expect(list.first()).toContainText('Withdrawal initiated');
  await expect(list.first()).toContainText('Pending ₹10,000');
  const failed = list.filter({ hasText: 'Withdrawal failed' });
  await expect(failed).toContainText('Not withdrawn ₹20,000');
  await expect(failed.getByText('₹20,000')).toHaveCSS('text-decoration-line', 'line-through');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
});

test('a customer without a loan yet is told so calmly and shown the way to one', async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await signIn(context, customers.asha);
  await page.goto('/loan');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('There is no active loan')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await expectAccessible(page);
  await panel.getByRole('link', { name: 'Check how much you can borrow' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});

test('a withdrawal in the credit-line widget appears under Transactions', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await page.goto('/loan/apply');
  await expect(page.getByText('Please wait...')).toBeVisible();
  const volt = page.getByRole('region', { name: 'Credit line' });
  // The demo widget writes whole rupees, /loan paise too.
  const { available } = seededOwes('priya');
  const after = Math.round((available - 12_345) * 100) / 100;
  await expect(volt.getByText(formatRupees(Math.round(available)))).toBeAttached();
  await expect(page.getByText('Please wait...')).toBeHidden({ timeout: 8_000 });
  await expectAccessible(page);
  await volt.getByLabel('Amount (₹)').fill('12345');
  await volt.getByRole('button', { name: 'Withdraw' }).click();
  await expect(volt.getByText('Withdrawal successful')).toBeVisible();
  await expect(volt.getByText(formatRupees(Math.round(after)))).toBeVisible();
  await page.goto('/loan?tab=transactions');
  const first = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(first).toContainText('Withdrawal successful');
  await expect(first).toContainText('+₹12,345');
  await page.getByRole('tab', { name: 'Loan Information' }).click();
  await expect(page.getByText(formatRupees(after), { exact: true })).toBeVisible();
});

test(
  'tokens that are not complete ask the customer to come back later',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.rohan);
    await page.goto('/loan/apply');
    await expect(page.getByText('Try again after some time or Contact our team.')).toBeVisible();
    await expect(page.getByText('Please wait...')).toBeHidden();
    await expectAccessible(page);
  },
);

test(
  'a failed transactions load can be tried again',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan');
    await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
    await injectFaults(page, [
      { method: 'GET', path: '/loan/transactions', kind: 'http500', times: 1 },
    ]);
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(
      page.getByText('Failed to load transactions. Please try again later.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(12);
  },
);

test(
  'a credit-line script that fails to load says so',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/');
    await injectFaults(page, [{ method: 'GET', path: '/demo/volt-sdk.js', kind: 'offline' }]);
    await page.getByRole('button', { name: 'Get Cash' }).first().click();
    await expect(page).toHaveURL(/\/loan\/apply$/);
    await expect(page.getByText('Failed to initialize Volt SDK.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Please wait...')).toBeHidden();
  },
);

test(
  "Loan Information's sections below the fold, when their code does not arrive, fail alone and load on Try Again",
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    const connect = await codeArrivesOnConnect(context, '**/assets/information-later-*.js');
    await page.goto('/loan');
    await expect(page.getByRole('alert')).toHaveText(
      /We could not load the rest of your loan's details\./,
    );
    // What the first screen shows stays, and drawing power, whose code is its own.
    await expect(page.getByRole('heading', { name: 'Collateral health' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Drawing power over time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pledged funds' })).toHaveCount(0);
    connect();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Pledged funds' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your loan documents' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
  },
);
