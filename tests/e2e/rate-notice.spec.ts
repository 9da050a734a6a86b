import type { Page } from '@playwright/test';
import {
  customers,
  expect,
  expectAccessible,
  inEnglishAtBoth,
  onOwnHostAtBoth,
  PORT,
  signIn,
  test,
} from './support/fixtures';
import { indianDay } from './support/dates';
import { chooseHindi } from './support/hindi';

/**
 * The rate change notice on / and /loan (docs/product.md#rate-change-notice): Priya's demo line
 * has a change from 10.5% to 10.75% (APR 11.2%) announced for three days from now.
 */
const WORDS = {
  en: {
    region: 'Interest rate change',
    change: () =>
      `Your interest rate changes from 10.5% to 10.75% a year on ${indianDay(3, 'en')}.`,
    apr: 'Your APR will be 11.2%.',
    seeKeyFacts: 'See key facts',
    hide: 'Hide for this session',
    keyFactsTab: 'Key facts',
  },
  hi: {
    region: 'ब्याज दर में बदलाव',
    change: () => `${indianDay(3, 'hi')} से आपकी ब्याज दर 10.5% से बदलकर 10.75% सालाना हो जाएगी।`,
    apr: 'आपकी वार्षिक प्रतिशत दर (APR) 11.2% होगी।',
    seeKeyFacts: 'मुख्य तथ्य देखें',
    hide: 'इस बार के लिए छिपाएँ',
    keyFactsTab: 'मुख्य तथ्य',
  },
};

/** The page's largest paints so far: none may be the notice, which comes after the page. */
const largestPaintInNotice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          resolve(
            entries.some(
              (entry) => entry.element?.closest('section[aria-label]')?.matches('.fixed') ?? false,
            ),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

for (const [lang, host] of [
  ['en', 'localhost'],
  ['en', 'acme.localhost'],
  ['hi', 'localhost'],
] as const) {
  test(
    `Priya (${lang}, ${host}) is told of the announced rate change on / and /loan, and hides it for the session`,
    lang === 'en' ? onOwnHostAtBoth(host) : inEnglishAtBoth(lang),
    async ({ page, context }, info) => {
      const w = WORDS[lang];
      if (lang === 'hi') await chooseHindi(context);
      await signIn(context, customers.priya, host);
      await page.goto(`http://${host}:${PORT}/`);
      const notice = page.getByRole('region', { name: w.region });
      await expect(notice).toContainText(w.change());
      await expect(notice).toContainText(w.apr);
      expect(await largestPaintInNotice(page)).toBe(false);
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath(`rate-notice-home-${lang}-${host}.png`) });

      await notice.getByRole('link', { name: w.seeKeyFacts }).click();
      await expect(page).toHaveURL(/\/loan\?tab=key-facts$/);
      await expect(page.getByRole('tab', { name: w.keyFactsTab, selected: true })).toBeVisible();
      await expect(notice).toContainText(w.change());
      // On the Key facts tab itself the notice does not send the customer there again.
      await expect(notice.getByRole('link', { name: w.seeKeyFacts })).toHaveCount(0);

      await notice.getByRole('button', { name: w.hide }).click();
      await expect(notice).toHaveCount(0);
      // Hidden for this browser session: not on /loan's reload, nor on the home page.
      await page.reload();
      await expect(page.getByRole('tab', { name: w.keyFactsTab, selected: true })).toBeVisible();
      const read = page.waitForResponse((response) => response.url().endsWith('/loan/key-facts'));
      await page.goto(`http://${host}:${PORT}/`);
      await read;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('loan:hidden-rate-change')))
        .toContain('10.75');
    },
  );
}

test(
  'A hidden notice kept in a form the portal cannot read is forgotten, and the notice shows',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    await page.goto('/loan');
    await page.evaluate(() => sessionStorage.setItem('loan:hidden-rate-change', '{"on": 3}'));
    await page.reload();
    await expect(page.getByRole('region', { name: WORDS.en.region })).toContainText(
      WORDS.en.change(),
    );
  },
);

test('No notice without a rate change (Meera)', { tag: '@desktop' }, async ({ page, context }) => {
  await signIn(context, customers.meera);
  const keyFacts = page.waitForResponse((response) => response.url().endsWith('/loan/key-facts'));
  await page.goto('/loan');
  await keyFacts;
  await expect(page.getByRole('region', { name: WORDS.en.region })).toHaveCount(0);
});
