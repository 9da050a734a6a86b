import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  customers,
  expect,
  expectAccessible,
  logInWithCode,
  PORT,
  signIn,
  test,
} from './support/fixtures';
import { SIGNED_IN_ROUTES } from './support/pages';

const LENDERS = 'Kestrel Finance Limited and Banyan Capital Private Limited';
const disclosure = (brand: string) =>
  `Loans are provided by ${LENDERS}, regulated by the Reserve Bank of India. ${brand} is a lending service provider.`;
const OFFERS = 'Send me offers and updates by call, SMS, email or WhatsApp';
const SWITCH = 'Offers and updates by call, SMS, email or WhatsApp';

/** Rohan's email is unverified, so every signed-in route, /verify-email too, stays put. */
const ROUTES = [...SIGNED_IN_ROUTES, '/verify-email'];

async function expectDisclosure(page: Page, brand = 'Lark') {
  await expect(page.getByText(disclosure(brand), { exact: true })).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Lending partners' })).toHaveAttribute(
    'href',
    '/lenders',
  );
  await expect(legal.getByRole('link', { name: 'Grievance redressal' })).toHaveAttribute(
    'href',
    '/grievance',
  );
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(legal.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
}

test.describe('lender disclosure', () => {
  test(
    'ends /login with the configured lenders, here and on a partner host',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/login');
      await expectDisclosure(page);
      await page.goto(`http://acme.localhost:${PORT}/login`);
      await expectDisclosure(page, 'Acme Wealth');
    },
  );

  test('ends every signed-in route', { tag: '@desktop' }, async ({ page, context }) => {
    test.setTimeout(90_000);
    await signIn(context, customers.rohan);
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(`http://localhost:${PORT}${path}`);
      await expectDisclosure(page);
      await expect(
        page.getByRole('navigation', { name: 'Legal' }).getByRole('link', {
          name: 'Your data and privacy',
        }),
      ).toHaveAttribute('href', '/privacy');
    }
  });

  test(
    'names the partner on a partner host, signed in',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.priya, 'acme.localhost');
      await page.goto(`http://acme.localhost:${PORT}/loan`);
      await expectDisclosure(page, 'Acme Wealth');
    },
  );
});

test.describe('/lenders and /grievance', () => {
  test('signed out: a branded page with a way to log in', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Lending partners' })
      .click();
    await expect(page.getByRole('heading', { name: 'Lending partners', level: 1 })).toBeVisible();
    const kestrel = page.getByRole('region', { name: 'Kestrel Finance Limited' });
    await expect(kestrel).toContainText('RBI registration: N-14.03721');
    await expect(kestrel.getByRole('link', { name: /kestrel-finance\.example/ })).toHaveAttribute(
      'href',
      'https://kestrel-finance.example',
    );
    await expect(
      page.getByRole('region', { name: 'Banyan Capital Private Limited' }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto('/grievance');
    await expect(
      page.getByRole('heading', { name: 'Grievance redressal', level: 1 }),
    ).toBeVisible();
    const ours = page.getByRole('region', { name: 'Our grievance redressal officer' });
    await expect(ours.getByRole('link', { name: 'grievance@lark.test' })).toHaveAttribute(
      'href',
      'mailto:grievance@lark.test',
    );
    await expect(ours.getByRole('link', { name: '+91 80 4000 3300' })).toHaveAttribute(
      'href',
      'tel:+918040003300',
    );
    await expect(page.getByText(/within 30 days/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://cms.rbi.org.in' })).toHaveAttribute(
      'href',
      'https://cms.rbi.org.in',
    );
    await expectDisclosure(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  test('signed in: inside the shell', async ({ page, context }) => {
    await signIn(context, customers.priya);
    for (const [path, heading] of [
      ['/lenders', 'Lending partners'],
      ['/grievance', 'Grievance redressal'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
      await expectAccessible(page);
    }
    await expect(page.getByRole('link', { name: 'https://cms.rbi.org.in' })).toBeVisible();
  });
});

test.describe('marketing consent on /login', () => {
  async function logIn(page: Page, tick: boolean) {
    await page.goto('/login');
    const box = page.getByRole('checkbox', { name: OFFERS });
    await expect(box).not.toBeChecked();
    if (tick) await box.check();
    await logInWithCode(page, customers.asha);
    await expect(
      page.getByRole('heading', { name: 'Instant Cash Against Mutual Funds' }),
    ).toBeVisible();
  }

  test(
    'the box is unticked, and left so nothing is sent',
    { tag: '@desktop' },
    async ({ page }) => {
      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/privacy/consents')) puts.push(r.method());
      });
      await logIn(page, false);
      // eslint-disable-next-line playwright/no-wait-for-timeout -- a write that must not be sent has no event to wait for (docs/testing.md#lint-for-tests)
      await page.waitForTimeout(500);
      expect(puts).toEqual([]);
    },
  );

  test(
    'ticked, it grants MARKETING once signed in, and /privacy shows it',
    { tag: '@desktop' },
    async ({ page }) => {
      // Its answer, not only the request: going to /privacy at once could cut the demo's answer.
      const put = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith('/privacy/consents/MARKETING'),
      );
      await logIn(page, true);
      const answer = await put;
      expect(answer.request().postDataJSON()).toEqual({ granted: true });
      expect(answer.ok()).toBe(true);
      await page.goto('/privacy');
      await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked();
    },
  );
});

test.describe('/privacy', () => {
  test(
    'is in the account menu; granting and withdrawing offers survive a reload',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.vikram);
      await page.goto('/');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Your data and privacy' }).click();
      await expect(page.getByRole('heading', { name: 'Your data and privacy' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'What we hold and why' })).toContainText('PAN');
      await expect(page.getByRole('link', { name: 'dpo@lark.test' })).toBeVisible();
      const toggle = page.getByRole('switch', { name: SWITCH });
      await expect(toggle).not.toBeChecked();
      await expectAccessible(page);
      // The switch shows the change at once; a reload waits for the server to have kept it.
      const saved = () =>
        page.waitForResponse(
          (r) => r.request().method() === 'PUT' && r.url().endsWith('/privacy/consents/MARKETING'),
        );
      let put = saved();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(page.getByText(/^On since/)).toBeVisible();
      expect((await put).ok()).toBe(true);
      await page.reload();
      await expect(toggle).toBeChecked();
      put = saved();
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(page.getByText(/^Off since/)).toBeVisible();
      expect((await put).ok()).toBe(true);
      await page.reload();
      await expect(toggle).not.toBeChecked();
    },
  );

  test(
    'files each type of data request, each due in 90 days',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.rohan);
      await page.goto('/privacy');
      const form = page.getByRole('form', { name: 'Ask about your data' });
      const titles = ['A copy of my data', 'Correct my data', 'Erase my data', 'Nominate someone'];
      for (const title of titles) {
        await form.getByRole('radio', { name: new RegExp(title) }).check();
        await form.getByLabel('Details (optional)').fill(`About: ${title}`);
        const sent = page.waitForResponse(
          (r) => r.request().method() === 'POST' && r.url().endsWith('/privacy/requests'),
        );
        await form.getByRole('button', { name: 'Send request' }).click();
        expect((await sent).status()).toBe(201);
        await expect(form.getByLabel('Details (optional)')).toHaveValue('');
      }
      const list = page.getByRole('list', { name: 'Your requests' });
      await expect(list.getByRole('listitem')).toHaveCount(4);
      const due = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
      for (const title of titles) {
        const item = list.getByRole('listitem').filter({ hasText: title });
        await expect(item).toContainText('Received');
        await expect(item).toContainText(`Due by ${due}`);
      }
      await expectAccessible(page);
    },
  );
});

test(
  'a production build without VITE_LENDERS stops with a message naming it',
  { tag: '@desktop' },
  async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'no-lenders-'));
    try {
      const build = spawnSync('npx', ['vite', 'build', '--mode', 'example', '--outDir', outDir], {
        env: { ...process.env, VITE_LENDERS: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(build.status).not.toBe(0);
      expect(build.stderr + build.stdout).toContain(
        'Invalid configuration: VITE_LENDERS is required',
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  },
);
