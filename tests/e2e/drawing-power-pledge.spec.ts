import type { Page } from '@playwright/test';
import { seededOwedOn, seededOwes } from './support/books';
import { indianDay } from './support/dates';
import { customers, expect, inEnglishAtBoth, signIn, test } from './support/fixtures';

/**
 * Meera's drawing power over time before and after her pledge (docs/demo-backend.md#drawing-power-history):
 * the history is kept as it happened, so the pledge adds today's day and its reason and leaves
 * every earlier day and reason as it was.
 */
type Lang = 'en' | 'hi';

const AXIS = 'Axis Small Cap Fund - Direct Growth';
const NIPPON = 'Nippon India Small Cap Fund - Direct Growth';
const SBI = 'SBI Bluechip Fund - Direct Growth';
// What her ledger says she owed yesterday, and her shortfall today (the demo's books).
const { owed } = seededOwedOn('meera', -1, 180_015);
const shortfall = seededOwes('meera').shown.shortfall;

const words = {
  en: {
    heading: 'Drawing power over time',
    chart: 'Drawing power and amount owed, day by day',
    reasons: 'What changed it',
    sentence: /^Your drawing power /,
    before: `Your drawing power went from ₹2,25,000 to ₹1,80,000 in the last 90 days. It was lowest on ${indianDay(0, 'en', false)}: ₹1,80,000.`,
    after: `Your drawing power went from ₹2,25,000 to ₹2,25,000 in the last 90 days. It was lowest on ${indianDay(-1, 'en', false)}: ₹1,80,015.`,
    yesterday: `${indianDay(-1, 'en')}: drawing power ₹1,80,015, owed ${owed}, available ₹0`,
    pledged: `${indianDay(0, 'en', false)}: You pledged units of ${SBI}: +₹45,000`,
    fell: (days: number, fund: string, percent: string, change: string) =>
      `${indianDay(days, 'en', false)}: ${fund}'s price fell ${percent}%: drawing power -₹${change}`,
    zero: 'drawing power ₹0',
    keys: 'Left and Right move a day; Home and End go to the first and last day.',
    showTable: 'Show as table',
  },
  hi: {
    heading: 'समय के साथ ड्रॉइंग पावर',
    chart: 'ड्रॉइंग पावर और बकाया राशि, दिन-ब-दिन',
    reasons: 'ड्रॉइंग पावर क्यों बदली',
    sentence: /^पिछले 90 दिनों में/,
    before: `पिछले 90 दिनों में आपकी ड्रॉइंग पावर ₹2,25,000 से ₹1,80,000 हो गई। ${indianDay(0, 'hi', false)} को यह सबसे कम थी: ₹1,80,000।`,
    after: `पिछले 90 दिनों में आपकी ड्रॉइंग पावर ₹2,25,000 से ₹2,25,000 हो गई। ${indianDay(-1, 'hi', false)} को यह सबसे कम थी: ₹1,80,015।`,
    yesterday: `${indianDay(-1, 'hi')}: ड्रॉइंग पावर ₹1,80,015, बकाया ${owed}, उपलब्ध ₹0`,
    pledged: `${indianDay(0, 'hi', false)}: आपने ${SBI} की यूनिट गिरवी रखीं: +₹45,000`,
    fell: (days: number, fund: string, percent: string, change: string) =>
      `${indianDay(days, 'hi', false)}: ${fund} की क़ीमत ${percent}% गिरी: ड्रॉइंग पावर -₹${change}`,
    zero: 'ड्रॉइंग पावर ₹0',
    keys: 'बाएँ और दाएँ तीर से एक दिन आगे-पीछे जाएँ; Home और End कुंजी से पहले और आख़िरी दिन पर जाएँ।',
    showTable: 'तालिका के रूप में दिखाएँ',
  },
};

/** Her six price falls, newest first, as they read before the pledge and after it. */
const falls = (lang: Lang) => {
  const fell = words[lang].fell;
  return [
    fell(-1, AXIS, '4', '4,500'),
    fell(-3, AXIS, '6', '7,183'),
    fell(-4, NIPPON, '7', '5,421'),
    fell(-6, AXIS, '7.5', '9,709'),
    fell(-8, NIPPON, '9.5', '8,132'),
    fell(-10, AXIS, '9', '9,892'),
  ];
};

async function chart(page: Page, lang: Lang) {
  const w = words[lang];
  const section = page.getByRole('region', { name: w.heading });
  return {
    /** What the chart says of yesterday: End, then Left. */
    yesterday: async () => {
      await section.getByRole('application', { name: w.chart }).focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      return section.getByRole('status');
    },
    sentence: section.getByText(w.sentence),
    reasons: section.getByRole('list', { name: w.reasons }).getByRole('listitem'),
    section,
  };
}

/** Meera pledges all 1,500 SBI units (in English), and the demo lender completes it. */
async function pledgeAll(page: Page) {
  await page.evaluate(() => localStorage.setItem('lark-locale', 'en'));
  await page.goto('/loan/pledge');
  const sbi = page.getByRole('group', { name: SBI });
  await sbi.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByText(`Cures ${shortfall} of ${shortfall}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await page.goto('/loan');
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('Received');
  // While it is under way, collateral health names it, as the banner does (walk polish 11).
  await expect(page.getByRole('region', { name: 'Collateral health' })).toContainText(
    `Your loan is ${shortfall} above your drawing power. Your pledge of 1,500 units will cover this; due`,
  );
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('Completed', {
    timeout: 15_000,
  });
}

for (const lang of ['en', 'hi'] as const) {
  test(
    `Meera's drawing power over time (${lang}): her pledge appends today and keeps every earlier day`,
    inEnglishAtBoth(lang),
    async ({ page, context }, info) => {
      test.slow();
      const w = words[lang];
      await page.clock.install();
      await signIn(context, customers.meera);
      await context.addInitScript((locale) => {
        if (!localStorage.getItem('lark-locale')) localStorage.setItem('lark-locale', locale);
      }, lang);
      await page.goto('/loan');
      let c = await chart(page, lang);
      await expect(c.sentence).toHaveText(w.before);
      await expect(c.reasons).toHaveText(falls(lang));
      await expect(await c.yesterday()).toHaveText(w.yesterday);
      await c.section.screenshot({ path: info.outputPath(`meera-before-${lang}.png`) });

      await pledgeAll(page);
      await page.evaluate((locale) => localStorage.setItem('lark-locale', locale), lang);
      await page.reload();
      c = await chart(page, lang);
      await expect(c.sentence).toHaveText(w.after);
      // Today's pledge first; the six falls word for word as before, none of them a '₹0'.
      await expect(c.reasons).toHaveText([w.pledged, ...falls(lang)]);
      await expect(c.section).not.toContainText(w.zero);
      await expect(await c.yesterday()).toHaveText(w.yesterday);
      await c.section.screenshot({ path: info.outputPath(`meera-after-${lang}.png`) });
    },
  );
}

for (const lang of ['en', 'hi'] as const) {
  test(
    `on a phone (${lang}) the table shows all four columns unscrolled, and the keys' hint is left to screen readers`,
    {
      tag: '@mobile',
    },
    async ({ page, context }, info) => {
      await signIn(context, customers.priya);
      await context.addInitScript((locale) => localStorage.setItem('lark-locale', locale), lang);
      await page.goto('/loan');
      const c = await chart(page, lang);
      await expect(c.sentence).toBeVisible();
      // Read aloud as the chart's description, not drawn for a finger that has no arrow keys.
      const hint = c.section.getByText(words[lang].keys);
      expect(await hint.evaluate((p) => p.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      await c.section.getByRole('button', { name: words[lang].showTable }).click();
      const box = c.section.getByRole('table').locator('..');
      await expect(box).toBeVisible();
      expect(await box.evaluate((div) => div.scrollWidth - div.clientWidth)).toBe(0);
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`table-${lang}.png`) });
    },
  );
}
