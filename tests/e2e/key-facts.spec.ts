import { chooseHindi } from './support/hindi';
import {
  customers,
  expect,
  expectAccessible,
  injectFaults,
  onOwnHostAtBoth,
  PORT,
  signIn,
  test,
} from './support/fixtures';
import { readPdf } from './support/pdf';

for (const host of ['localhost', 'acme.localhost']) {
  test(
    `Priya reads her key facts on ${host}`,
    onOwnHostAtBoth(host),
    async ({ page, context }, info) => {
      await signIn(context, customers.priya, host);
      await page.goto(`http://${host}:${PORT}/loan`);
      // Every tab in sight, on a phone too: none hidden past the edge of the list.
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
      await page.getByRole('tab', { name: 'Key facts' }).click();
      await expect(page).toHaveURL(/\?tab=key-facts$/);
      await expect(page.getByText('10.5% a year, fixed')).toBeVisible();
      await expect(
        page.getByText('If you use ₹1,00,000 for 30 days, the interest is ₹863'),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Charges' })).toContainText(
        '1% of the limit, once (min ₹999, max ₹4,999) + GST',
      );
      await expect(
        page.getByText('No recovery agent has been assigned to your line.'),
      ).toBeVisible();
      await expect(page.getByText('KFS-2025-000417')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath(`key-facts-${host}.png`), fullPage: true });
    },
  );
}

test('Arjun, inside his cooling-off, reads the key facts in Hindi', async ({
  page,
  context,
}, info) => {
  await chooseHindi(context);
  await signIn(context, customers.arjun);
  await page.goto('/loan?tab=key-facts');
  await expect(page.getByRole('tab', { name: 'मुख्य तथ्य', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'क्रेडिट लाइन बंद करें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'शुल्क' })).toContainText('हर अनुरोध पर');
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('key-facts-hi.png'), fullPage: true });
});

const PDF_WORDS = {
  en: {
    download: 'Download key facts (PDF)',
    preparing: 'Preparing your PDF…',
    inPdf: ['Key Facts Statement', 'KFS-2025-000417', '10.5% a year, fixed', 'Generated on'],
  },
  hi: {
    download: 'मुख्य तथ्य डाउनलोड करें (PDF)',
    preparing: 'आपकी PDF तैयार हो रही है…',
    inPdf: ['मुख्य तथ्यों का विवरण', 'KFS-2025-000417', '10.5% सालाना, तय', 'बनाया गया:'],
  },
};

for (const lang of ['en', 'hi'] as const) {
  test(
    `Priya downloads her key facts as a PDF in ${lang === 'en' ? 'English' : 'Hindi'}`,
    { tag: '@desktop' },
    async ({ page, context }, info) => {
      const w = PDF_WORDS[lang];
      if (lang === 'hi') await chooseHindi(context);
      await signIn(context, customers.priya);
      // The PDF's code is asked for only when pressed ('Preparing your PDF…' has its own test).
      const pdfCode: string[] = [];
      page.on('request', (request) => {
        if (/pdf-writer|key-facts-pdf/.test(request.url())) pdfCode.push(request.url());
      });
      await page.goto('/loan?tab=key-facts');
      const button = page.getByRole('button', { name: w.download });
      await expect(button).toBeVisible();
      expect(pdfCode).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(pdfCode.length).toBeGreaterThan(0);
      expect(download.suggestedFilename()).toBe('key-facts-KFS-2025-000417.pdf');
      const read = await readPdf(download, info.outputPath(`key-facts-${lang}`));
      for (const words of w.inPdf) expect(read.text).toContain(words);
      await expect(page.getByRole('button', { name: w.download })).toBeEnabled();
    },
  );
}

test(
  "'Preparing your PDF…' shows from the press",
  { tag: '@desktop' },
  async ({ page, context }) => {
    await signIn(context, customers.priya);
    // The PDF's code is held back until the test has seen the button say so: on a busy machine a
    // fixed delay let the file come before the first look (the demo backend's service worker
    // fetches the page's files, which only the context's routes see).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await context.route(/key-facts-pdf-[\w-]+\.js$/, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await page.goto('/loan?tab=key-facts');
    await page.getByRole('button', { name: PDF_WORDS.en.download }).click();
    await expect(page.getByRole('button', { name: PDF_WORDS.en.preparing })).toBeDisabled();
    // The button can say so before the request has reached the route (it goes through the
    // service worker), so the count is waited for, not read once.
    await expect.poll(() => asked).toBe(1);
    release();
    await expect(page.getByRole('button', { name: PDF_WORDS.en.download })).toBeEnabled();
    expect(asked).toBe(1);
  },
);

for (const [lang, host] of [
  ['en', 'localhost'],
  ['hi', 'acme.localhost'],
] as const) {
  test(
    `Without key facts from the lender, the tab points to the KFS among the documents (${lang}, ${host})`,
    onOwnHostAtBoth(host),
    async ({ page, context }, info) => {
      if (lang === 'hi') await chooseHindi(context);
      await signIn(context, customers.priya, host);
      await page.goto(`http://${host}:${PORT}/loan`);
      await injectFaults(page, [{ method: 'GET', path: '/loan/key-facts', kind: 'http404' }]);
      await page.goto(`http://${host}:${PORT}/loan?tab=key-facts`);
      await expect(
        page.getByText(
          lang === 'en'
            ? 'Your lender has not sent the key facts of your line yet.'
            : 'आपके ऋणदाता (lender) ने अभी तक आपकी क्रेडिट लाइन के मुख्य तथ्य नहीं भेजे हैं।',
        ),
      ).toBeVisible();
      const link = page.getByRole('link', {
        name: lang === 'en' ? /^Key Facts Statement/ : /^मुख्य तथ्यों का विवरण/,
      });
      await expect(link).toHaveAttribute('href', /kfs\.pdf$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expectAccessible(page);
      await page.screenshot({ path: info.outputPath(`key-facts-404-${lang}.png`), fullPage: true });
    },
  );
}
