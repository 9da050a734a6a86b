import { execFileSync } from 'node:child_process';
import { customers, DEMO_DB_KEY, expect, signIn, test } from './support/fixtures';

test('the PDF statement prints a name in Devanagari as written, and it reads back as text', async ({
  page,
  context,
}, info) => {
  await signIn(context, customers.priya);
  await page.goto('/loan?tab=transactions');
  const statement = page.getByRole('group', { name: 'Download statement' });
  await expect(statement).toBeVisible();
  // The demo backend keeps its records in local storage: Priya writes her name in Hindi.
  await page.evaluate(
    ([key, phone]) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        customers: Record<string, { first_name: string; last_name: string }>;
      };
      const priya = state.customers[phone];
      if (!priya) throw new Error('Priya is not in the demo records');
      priya.first_name = 'प्रिया';
      priya.last_name = 'नायर';
      localStorage.setItem(key, JSON.stringify(state));
    },
    [DEMO_DB_KEY, customers.priya] as const,
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for प्रिया' })).toBeVisible();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Download statement' })
      .getByRole('button', { name: 'PDF' })
      .click(),
  ]);
  const file = await pdf.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  expect(text).toContain('Customer: प्रिया नायर');
  expect(text).toContain('Statement of transactions');
  // The name is text shaped in the embedded Noto Sans Devanagari, not a picture.
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts).toMatch(/NotoSansDevanagari.*CID TrueType.*yes/);
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  expect(images.trim().split('\n')).toHaveLength(2);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, info.outputPath('statement')]);
});
