import type { Page } from '@playwright/test';
import { NOT_HINDI_DATES } from '../support/hindi-dates';
import { indianDay } from './support/dates';
import { customers, expect, inEnglishAtBoth, signIn, test } from './support/fixtures';
import { readPdf } from './support/pdf';

/** Arjun's one fund (docs/demo-backend.md#seeded-customers). */
const PPFC = 'Parag Parikh Flexi Cap Fund - Direct Growth';

/** Arjun closes his line, and the demo lender completes the close about 30 s later. */
async function closeArjunsLine(page: Page) {
  await page.clock.install();
  await page.goto('/loan/close');
  await page.getByRole('button', { name: 'Close credit line' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('123456');
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await page.goto('/loan');
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('Received');
  await page.clock.fastForward(31_000);
  await expect(page.getByText('CLOSED', { exact: true })).toBeVisible({ timeout: 15_000 });
}

const words = {
  en: {
    button: 'Download the no dues certificate',
    download: 'Download',
    preparing: 'Preparing…',
    paper: [
      'No dues certificate',
      'Customer Arjun Shah',
      `Loan account number KFL-LAS-${customers.arjun}`,
      'Lender Kestrel Finance Limited',
      `Closed on ${indianDay(0, 'en')}`,
      `Kestrel Finance Limited confirms that Arjun Shah owes nothing on loan account KFL-LAS-${customers.arjun}`,
      'Funds released from the pledge',
      PPFC,
    ],
  },
  hi: {
    button: 'नो ड्यूज़ सर्टिफ़िकेट डाउनलोड करें',
    download: 'डाउनलोड करें',
    preparing: 'तैयार हो रहा है…',
    paper: [
      'नो ड्यूज़ सर्टिफ़िकेट (बकाया न होने का प्रमाणपत्र)',
      'ग्राहक Arjun Shah',
      `लोन खाता संख्या KFL-LAS-${customers.arjun}`,
      'ऋणदाता Kestrel Finance Limited',
      `बंद होने की तारीख़ ${indianDay(0, 'hi')}`,
      'गिरवी से छुड़ाए गए फ़ंड',
      PPFC,
    ],
  },
};

for (const language of ['en', 'hi'] as const) {
  test(
    `Arjun's no-dues certificate (${language}) is made for him when he asks, in the language on screen`,
    inEnglishAtBoth(language),
    async ({ page, context }, info) => {
      test.slow();
      const w = words[language];
      await signIn(context, customers.arjun);
      await closeArjunsLine(page);
      await page.evaluate((locale) => localStorage.setItem('lark-locale', locale), language);
      // The page asks for the PDF's code and fonts once it is drawn
      // (docs/performance.md#the-first-pdf): the fonts are held until the button has been seen
      // preparing the file (the context's route: the demo's service worker fetches them).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/*.woff', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      const button = page.getByRole('button', { name: w.button });
      await expect(button).toHaveText(w.download);
      await page.screenshot({ path: info.outputPath(`closed-${language}.png`), fullPage: true });
      const downloading = page.waitForEvent('download');
      await button.click();
      await expect(button).toHaveText(w.preparing);
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await page
        .getByRole('listitem')
        .filter({ has: button })
        .screenshot({ path: info.outputPath(`preparing-${language}.png`) });
      release();
      const download = await downloading;
      await expect(button).toHaveText(w.download);
      expect(download.suggestedFilename()).toMatch(/^no-dues-certificate-\d{4}-\d\d-\d\d\.pdf$/);
      const read = await readPdf(download, info.outputPath(`no-dues-${language}`));
      for (const part of w.paper) expect(read.text).toContain(part);
      if (language === 'hi') {
        expect(read.text).not.toMatch(NOT_HINDI_DATES);
        expect(read.text).not.toContain('owes nothing');
      }
    },
  );
}
