import type { Page } from '@playwright/test';
import { seededOwes } from './support/books';
import {
  customers,
  DEMO_DB_KEY,
  expect,
  expectAccessible,
  inEnglishAtBoth,
  onOwnHostAtBoth,
  PORT,
  signIn,
  test,
} from './support/fixtures';
import { indianDay } from './support/dates';
import { chooseHindi, englishOnPage } from './support/hindi';

/**
 * Interest autopay on /loan (docs/product.md#interest-autopay) against the demo's mandates
 * (docs/demo-backend.md#interest-autopay), the round trip through the demo's gateway page.
 */
type Lang = 'en' | 'hi';

const WORDS = {
  en: {
    heading: 'Interest autopay',
    none: (date: string) =>
      `Autopay is not set up. Pay interest by ${date} to avoid a penal charge.`,
    setUp: 'Set up autopay',
    pending: 'Your autopay is being set up with your bank.',
    active: (date: string) =>
      `Interest autopay is on: ${seededOwes('meera').shown.interest} will be debited from ICICI Bank ••7305 on ${date}.`,
    gateway: 'Authorise interest autopay',
    authorise: 'Authorise',
  },
  hi: {
    heading: 'ब्याज का ऑटोपे',
    none: (date: string) => `ऑटोपे सेट नहीं है। दंड शुल्क से बचने के लिए ${date} तक ब्याज चुकाएँ।`,
    setUp: 'ऑटोपे सेट करें',
    pending: 'आपके बैंक के साथ आपका ऑटोपे सेट किया जा रहा है।',
    active: (date: string) =>
      `ब्याज का ऑटोपे चालू है: ${date} को ICICI Bank ••7305 से ${seededOwes('meera').shown.interest} कटेंगे।`,
    // The demo's gateway page speaks the language the portal asked in.
    gateway: 'ब्याज के ऑटोपे की अनुमति दें',
    authorise: 'अनुमति दें',
  },
};

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: WORDS[lang].heading });

async function roundTrip(page: Page, lang: Lang, host: string) {
  const w = WORDS[lang];
  await page.goto(`http://${host}:${PORT}/loan`);
  const s = section(page, lang);
  await expect(s.getByText(w.none(indianDay(20, lang)))).toBeVisible();
  await expectAccessible(page);
  await s.getByRole('button', { name: w.setUp }).click();
  // The demo's gateway page, on the demo's own origin.
  await expect(page.getByRole('heading', { name: w.gateway })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(`http://${host}:${PORT}`);
  if (lang === 'hi')
    expect(
      await englishOnPage(page, [
        // The lender's, the bank's and the method's names, and a term in brackets (the glossary's).
        ...['Kestrel', 'Finance', 'Limited', 'ICICI', 'Bank', 'Autopay', 'lender'],
      ]),
    ).toEqual([]);
  await page.getByRole('button', { name: w.authorise }).click();
  await expect(page).toHaveURL(/\/loan\?autopay=returned$/);
  await expect(s.getByRole('status')).toHaveText(w.pending);
  await expect(s.getByRole('heading', { name: w.heading })).toBeFocused();
  // The bank registers it about 30 s later; the page, read again, says it is on.
  await page.clock.fastForward(31_000);
  await page.reload();
  await expect(s.getByRole('status')).toHaveText(w.active(indianDay(20, lang)));
  await expect(s.getByRole('button', { name: w.setUp })).toHaveCount(0);
}

for (const host of ['localhost', 'acme.localhost']) {
  test(
    `Meera sets up autopay through the gateway and comes back to it being set up, then on (${host})`,
    onOwnHostAtBoth(host),
    async ({ page, context }) => {
      await page.clock.install();
      await signIn(context, customers.meera, host);
      await roundTrip(page, 'en', host);
      await expectAccessible(page);
    },
  );
}

test(
  'Meera, in Hindi: the same round trip, every word of ours in Hindi',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await chooseHindi(context);
    await page.clock.install();
    await signIn(context, customers.meera);
    await roundTrip(page, 'hi', 'localhost');
    expect(await englishOnPage(page, ['APR'])).toEqual([]);
  },
);

test(
  'Cancelling at the gateway comes back to autopay not set up',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.meera);
    await page.goto(`http://localhost:${PORT}/loan`);
    await section(page, 'en').getByRole('button', { name: 'Set up autopay' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/loan\?autopay=returned$/);
    await expect(section(page, 'en').getByRole('status')).toContainText(
      WORDS.en.none(indianDay(20, 'en')),
    );
  },
);

/** Moves Priya's interest (and so her autopay's next debit) to tomorrow, in the demo's state. */
async function interestDueTomorrow(page: Page) {
  await page.evaluate(
    ([key, phone, day]) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}');
      state.customers[phone].loan.interest_due_date = day;
      localStorage.setItem(key, JSON.stringify(state));
    },
    [
      DEMO_DB_KEY,
      customers.priya,
      new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10),
    ] as const,
  );
}

for (const lang of ['en', 'hi'] as const) {
  test(
    `Priya (${lang}): autopay on; within 24 h of the debit the banner says it is coming instead of 'Pay now'`,
    inEnglishAtBoth(lang),
    async ({ page, context }) => {
      if (lang === 'hi') await chooseHindi(context);
      await signIn(context, customers.priya);
      await page.goto(`http://localhost:${PORT}/loan`);
      const banner = page.getByRole('region', { name: lang === 'en' ? 'Interest' : 'ब्याज' });
      const payNow = banner.getByRole('link', { name: lang === 'en' ? 'Pay now' : 'ब्याज चुकाएँ' });
      await expect(payNow).toBeVisible();
      await expect(
        banner.getByText(
          lang === 'en'
            ? 'A repayment made after 6 pm or on a bank holiday reaches your line on the next working day; interest runs until then.'
            : 'शाम 6 बजे के बाद या बैंक की छुट्टी के दिन की गई चुकौती अगले कामकाजी दिन आपकी क्रेडिट लाइन में पहुँचती है; तब तक ब्याज लगता रहता है।',
        ),
      ).toBeVisible();
      await expect(section(page, lang).locator('p').first()).toHaveText(
        lang === 'en'
          ? `Interest autopay is on: ${seededOwes('priya').shown.interest} will be debited from HDFC Bank ••4821 on ${indianDay(5, lang)}.`
          : `ब्याज का ऑटोपे चालू है: ${indianDay(5, lang)} को HDFC Bank ••4821 से ${seededOwes('priya').shown.interest} कटेंगे।`,
      );
      await interestDueTomorrow(page);
      await page.reload();
      await expect(
        banner.getByText(
          lang === 'en'
            ? `Autopay will debit ${seededOwes('priya').shown.interest} from HDFC Bank ••4821 on ${indianDay(1, lang)}. Keep enough money in that account.`
            : `${indianDay(1, lang)} को ऑटोपे आपके HDFC Bank ••4821 खाते से ${seededOwes('priya').shown.interest} काटेगा। उस खाते में पर्याप्त पैसे रखें।`,
        ),
      ).toBeVisible();
      await expect(payNow).toHaveCount(0);
      await page.screenshot({
        path: `test-results/autopay-priya-${lang}-${page.viewportSize()?.width}.png`,
      });
      // The credit line's APR is the term in brackets after its Hindi name.
      if (lang === 'hi') expect(await englishOnPage(page, ['APR'])).toEqual([]);
      await expectAccessible(page);
    },
  );
}

test('Arjun: no autopay where the lender offers none', async ({ page, context }) => {
  await signIn(context, customers.arjun);
  await page.goto(`http://localhost:${PORT}/loan`);
  await expect(page.getByRole('region', { name: 'Collateral health' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your credit line' })).toContainText(
    'reaches your line on the next working day',
  );
  await expect(section(page, 'en')).toHaveCount(0);
});
