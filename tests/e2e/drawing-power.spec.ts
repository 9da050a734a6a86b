import type { Page } from '@playwright/test';
import { formatRupees } from '@/lib/format';
import { seededOwedOn } from './support/books';
import {
  codeArrivesOnConnect,
  customers,
  expect,
  expectAccessible,
  injectFaults,
  PORT,
  signIn,
  test,
} from './support/fixtures';
import { chooseHindi, englishOnPage } from './support/hindi';
import { indianDay } from './support/dates';

/**
 * Drawing power over time on /loan (docs/product.md#drawing-power-over-time), against the demo's
 * history (docs/demo-backend.md#drawing-power-history): its figures are the same whatever today
 * is; its dates count back from today.
 */
type Lang = 'en' | 'hi';

/** Whole rupees bare, paise to two places ('₹1,63,312.30'), as the portal writes amounts. */
const rupees = (amount: number) => formatRupees(Math.round(amount * 100) / 100);

const HEADING = { en: 'Drawing power over time', hi: 'समय के साथ ड्रॉइंग पावर' };
const CHART = {
  en: 'Drawing power and amount owed, day by day',
  hi: 'ड्रॉइंग पावर और बकाया राशि, दिन-ब-दिन',
};

const section = (page: Page, lang: Lang = 'en') =>
  page.getByRole('region', { name: HEADING[lang] });

/** Opens /loan and waits for the section's sentence. */
async function openLoan(page: Page, lang: Lang = 'en', host = 'localhost') {
  await page.goto(`http://${host}:${PORT}/loan`);
  await expect(section(page, lang).getByRole('application', { name: CHART[lang] })).toBeVisible();
}

const HDFC = 'HDFC Corporate Bond Fund - Direct Growth';
const MIRAE = 'Mirae Asset Large Cap Fund - Direct Growth';
const PPFC = 'Parag Parikh Flexi Cap Fund - Direct Growth';

test('Priya: the sentence, each range asked for, what changed it in words', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/loan/drawing-power-history')) {
      asked.push(url.searchParams.get('days') ?? '');
    }
  });
  await openLoan(page);
  const s = section(page);
  // After collateral health.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf(HEADING.en)).toBe(headings.indexOf('Collateral health') + 1);
  await expect(s.getByText(/^Your drawing power went/)).toHaveText(
    `Your drawing power went from ₹4,81,522 to ₹5,00,000 in the last 90 days. It was lowest on ${indianDay(-13, 'en', false)}: ₹4,41,846.`,
  );
  await expect(s.getByRole('list', { name: 'What changed it' }).getByRole('listitem')).toHaveText([
    `${indianDay(-12, 'en', false)}: You pledged units of ${HDFC}: +₹58,102`,
    `${indianDay(-20, 'en', false)}: You released units of ${MIRAE}: -₹15,260`,
    `${indianDay(-40, 'en', false)}: ${PPFC}'s price fell 6%: drawing power -₹11,550`,
    `${indianDay(-70, 'en', false)}: The lender lowered the cap on ${HDFC} from 90% to 80%: -₹12,376`,
  ]);
  await s.getByRole('button', { name: '1 year' }).click();
  await expect(s.getByText(/^Your drawing power went/)).toHaveText(
    `Your drawing power went from ₹4,52,517 to ₹5,00,000 in the last year. It was lowest on ${indianDay(-13, 'en', false)}: ₹4,41,846.`,
  );
  await s.getByRole('button', { name: '30 days' }).click();
  await expect(s.getByText(/^Your drawing power went/)).toHaveText(
    `Your drawing power went from ₹4,64,517 to ₹5,00,000 in the last 30 days. It was lowest on ${indianDay(-13, 'en', false)}: ₹4,41,846.`,
  );
  await expect(s.getByRole('list', { name: 'What changed it' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await s.getByRole('button', { name: '90 days' }).click();
  await expect(s.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(asked).toEqual(['90', '365', '30']);
  await expectAccessible(page);
});

test('Priya: the keyboard moves a day, Home and End jump, each said politely; a pointer shows the nearest day', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  await openLoan(page);
  const s = section(page);
  const chart = s.getByRole('application', { name: CHART.en });
  const shown = s.getByRole('status');
  await expect(shown).toHaveAttribute('aria-live', 'polite');
  // Owed is the ledger's balance, as /loan's 'Used' is today.
  const today = seededOwedOn('priya', 0, 500_000);
  await expect(shown).toHaveText(
    `${indianDay(0, 'en')}: drawing power ₹5,00,000, owed ${today.owed}, available ${today.available}`,
  );
  await chart.focus();
  await page.keyboard.press('Home');
  const first = seededOwedOn('priya', -89, 481_522);
  await expect(shown).toHaveText(
    `${indianDay(-89, 'en')}: drawing power ₹4,81,522, owed ${first.owed}, available ${first.available}`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveText(new RegExp(`^${indianDay(-88, 'en')}: drawing power`));
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const before = seededOwedOn('priya', -2, 500_000);
  await expect(shown).toHaveText(
    `${indianDay(-2, 'en')}: drawing power ₹5,00,000, owed ${before.owed}, available ${before.available}`,
  );
  // The day before the pledge, the lowest.
  for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowLeft');
  const lowest = seededOwedOn('priya', -13, 441_846);
  await expect(shown).toHaveText(
    `${indianDay(-13, 'en')}: drawing power ₹4,41,846, owed ${lowest.owed}, available ${lowest.available}`,
  );
  // Pointing: the left edge is the first day, the right edge today.
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  const at = async (x: number) => {
    if (test.info().project.name === 'mobile')
      await page.touchscreen.tap(x, box.y + box.height / 2);
    else await page.mouse.move(x, box.y + box.height / 2);
  };
  await at(box.x + 2);
  await expect(shown).toHaveText(new RegExp(`^${indianDay(-89, 'en')}: drawing power`));
  await at(box.x + box.width - 2);
  await expect(shown).toHaveText(new RegExp(`^${indianDay(0, 'en')}: drawing power`));
});

test('Priya: the table has a row for each point, newest first, and the page never scrolls sideways at 320 px', async ({
  page,
  context,
}) => {
  await signIn(context, customers.priya);
  const answer = page.waitForResponse((r) =>
    r.url().includes('/loan/drawing-power-history?days=90'),
  );
  await openLoan(page);
  const { data } = (await (await answer).json()) as {
    data: {
      points: { date: string; drawing_power: number; principal_outstanding: number }[];
    };
  };
  const s = section(page);
  await s.getByRole('button', { name: 'Show as table' }).click();
  const rows = s.getByRole('table', { name: 'Drawing power day by day' }).locator('tbody tr');
  await expect(rows).toHaveCount(data.points.length);
  const expected = [...data.points].reverse().map((p, i) => {
    const owed = p.principal_outstanding;
    return [
      indianDay(-i, 'en'),
      rupees(p.drawing_power),
      rupees(owed),
      rupees(Math.max(0, p.drawing_power - owed)),
    ].join('');
  });
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent))).toEqual(expected);
  await expectAccessible(page);

  await page.setViewportSize({ width: 320, height: 800 });
  await s.getByRole('button', { name: '1 year' }).click();
  await expect(s.getByText(/in the last year/)).toBeVisible();
  // Nothing of the section reaches past the screen's edge (the table scrolls within its own box).
  const past = await s.evaluate((region) => {
    const edge = document.documentElement.clientWidth;
    const box = region.querySelector('table')?.parentElement;
    return [region, ...region.querySelectorAll('*')]
      .filter((e) => !(box?.contains(e) && e !== box))
      .filter((e) => e.getBoundingClientRect().right > edge + 0.5)
      .map((e) => e.tagName);
  });
  expect(past).toEqual([]);
  expect(await s.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
});

test('a 404 hides the section and /loan works', { tag: '@desktop' }, async ({ page, context }) => {
  await signIn(context, customers.priya);
  await page.goto('/loan');
  await injectFaults(page, [
    { method: 'GET', path: '/loan/drawing-power-history', kind: 'http404' },
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Collateral health' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your loan documents' })).toBeVisible();
  await expect(section(page)).toHaveCount(0);
});

test(
  "the section's code that does not arrive fails the section alone, and loads on Try Again",
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    const connect = await codeArrivesOnConnect(context, '**/assets/drawing-power-section-*.js');
    await page.goto('/loan');
    await expect(section(page).getByRole('alert')).toHaveText(
      /We could not load how your drawing power changed\./,
    );
    // The rest of the page stays.
    await expect(page.getByRole('heading', { name: 'Collateral health' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your loan documents' })).toBeVisible();
    connect();
    await section(page).getByRole('button', { name: 'Try Again' }).click();
    await expect(section(page).getByRole('application', { name: CHART.en })).toBeVisible();
  },
);

test.describe('in Hindi', () => {
  test.beforeEach(async ({ context }) => {
    await chooseHindi(context);
  });

  test(
    'Priya: the sentence, the changes and the keyboard in Hindi, and no English',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await signIn(context, customers.priya);
      await openLoan(page, 'hi');
      const s = section(page, 'hi');
      await expect(s.getByText(/^पिछले 90 दिनों में/)).toHaveText(
        `पिछले 90 दिनों में आपकी ड्रॉइंग पावर ₹4,81,522 से ₹5,00,000 हो गई। ${indianDay(-13, 'hi', false)} को यह सबसे कम थी: ₹4,41,846।`,
      );
      await expect(
        s.getByRole('list', { name: 'ड्रॉइंग पावर क्यों बदली' }).getByRole('listitem'),
      ).toHaveText([
        `${indianDay(-12, 'hi', false)}: आपने ${HDFC} की यूनिट गिरवी रखीं: +₹58,102`,
        `${indianDay(-20, 'hi', false)}: आपने ${MIRAE} की यूनिट छुड़ाईं: -₹15,260`,
        `${indianDay(-40, 'hi', false)}: ${PPFC} की क़ीमत 6% गिरी: ड्रॉइंग पावर -₹11,550`,
        `${indianDay(-70, 'hi', false)}: ऋणदाता ने ${HDFC} का अधिकतम LTV 90% से घटाकर 80% कर दिया: -₹12,376`,
      ]);
      await s.getByRole('application', { name: CHART.hi }).focus();
      await page.keyboard.press('Home');
      await expect(s.getByRole('status')).toHaveText(
        new RegExp(`^${indianDay(-89, 'hi')}: ड्रॉइंग पावर ₹4,81,522, बकाया ₹1,6\\d,\\d{3}`),
      );
      await s.getByRole('button', { name: 'तालिका के रूप में दिखाएँ' }).click();
      await expect(s.getByRole('table')).toBeVisible();
      expect(await englishOnPage(page, ['drawing', 'power', 'margin', 'shortfall', 'APR'])).toEqual(
        [],
      );
      await expectAccessible(page);
    },
  );
});

/** The chart as a customer sees it, for a person to look at (reports/drawing-power/, kept between runs). */
for (const host of ['localhost', 'acme.localhost']) {
  for (const lang of ['en', 'hi'] as const) {
    test(`screenshots of Priya's and Meera's charts on ${host} in ${lang}`, async ({
      page,
      context,
    }, testInfo) => {
      if (lang === 'hi') await chooseHindi(context);
      for (const [name, phone] of [
        ['priya', customers.priya],
        ['meera', customers.meera],
      ] as const) {
        await context.clearCookies();
        await signIn(context, phone, host);
        await openLoan(page, lang, host);
        const s = section(page, lang);
        if (name === 'meera') {
          await expect(
            s.getByText(lang === 'en' ? /^Your drawing power went/ : /^पिछले 90/),
          ).toContainText('₹2,25,000');
        }
        await s.scrollIntoViewIfNeeded();
        await s.screenshot({
          path: `reports/drawing-power/${testInfo.project.name}-${host}-${lang}-${name}.png`,
        });
      }
    });
  }
}

test(
  'Meera: the slide into shortfall, day by day',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.meera);
    await openLoan(page);
    const s = section(page);
    await expect(s.getByText(/^Your drawing power went/)).toHaveText(
      `Your drawing power went from ₹2,25,000 to ₹1,80,000 in the last 90 days. It was lowest on ${indianDay(0, 'en', false)}: ₹1,80,000.`,
    );
    const axis = 'Axis Small Cap Fund - Direct Growth';
    const nippon = 'Nippon India Small Cap Fund - Direct Growth';
    await expect(s.getByRole('list', { name: 'What changed it' }).getByRole('listitem')).toHaveText(
      [
        `${indianDay(-1, 'en', false)}: ${axis}'s price fell 4%: drawing power -₹4,500`,
        `${indianDay(-3, 'en', false)}: ${axis}'s price fell 6%: drawing power -₹7,183`,
        `${indianDay(-4, 'en', false)}: ${nippon}'s price fell 7%: drawing power -₹5,421`,
        `${indianDay(-6, 'en', false)}: ${axis}'s price fell 7.5%: drawing power -₹9,709`,
        `${indianDay(-8, 'en', false)}: ${nippon}'s price fell 9.5%: drawing power -₹8,132`,
        `${indianDay(-10, 'en', false)}: ${axis}'s price fell 9%: drawing power -₹9,892`,
      ],
    );
    const { owed, available } = seededOwedOn('meera', 0, 180_000);
    await expect(s.getByRole('status')).toHaveText(
      `${indianDay(0, 'en')}: drawing power ₹1,80,000, owed ${owed}, available ${available}`,
    );
    await expectAccessible(page);
  },
);
