import {
  customers,
  expect,
  expectAccessible,
  injectFaults,
  signIn,
  test,
} from './support/fixtures';

test.beforeEach(async ({ context }) => {
  await signIn(context, customers.priya);
});

test('FAQs open and close by mouse and by keyboard', async ({ page }) => {
  await page.goto('/faqs');
  const question = page.getByRole('button', {
    name: 'What are the minimum and maximum loan amounts?',
  });
  await question.click();
  await expect(
    page.getByText('The minimum loan is ₹50,000 and the maximum is ₹5 crore.'),
  ).toBeVisible();
  await question.click();
  await expect(
    page.getByText('The minimum loan is ₹50,000 and the maximum is ₹5 crore.'),
  ).toBeHidden();
  const eligibility = page.getByRole('button', { name: 'Who is eligible?' });
  await eligibility.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/aged 18 to 65 who hold investments worth at least ₹50,000/),
  ).toBeVisible();
  await page.keyboard.press('Space');
  await expect(eligibility).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);
});

test('an answer opens from its link', async ({ page }) => {
  await page.goto('/faqs#pre-closure');
  await expect(page.getByText('No. There are zero pre-closure charges')).toBeVisible();
});

test('a contact message is sent', async ({ page }) => {
  await page.goto('/help-and-support');
  await expect(page.getByLabel('Full name')).toHaveValue('Priya Nair');
  await page.getByLabel('Issue').selectOption('Technical Support');
  await page.getByLabel('Message').fill('The app asks me to log in twice.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('Thank you for your message. We will get back to you soon!'),
  ).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test(
  'a name of zero-width characters only is no name, and one with a look-alike letter is refused',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/help-and-support');
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue('Priya Nair');
    await name.fill('\u200B\u200C\u2060\uFEFF');
    await page.getByLabel('Issue').selectOption('Other');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    // A Cyrillic Р at the start of a Latin name.
    await name.fill('\u0420riya Nair');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Please write each word of your name in one alphabet'),
    ).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Hello');
    await expectAccessible(page);
  },
);

test(
  'a message that fails to send is kept and goes on the second try',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/help-and-support');
    await injectFaults(page, [{ method: 'POST', path: '/contact-us', kind: 'http500', times: 1 }]);
    await page.getByLabel('Issue').selectOption('Billing Question');
    await page.getByLabel('Message').fill('Please send my interest certificate for this year.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Service temporarily unavailable')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(
      'Please send my interest certificate for this year.',
    );
    await expect(page.getByLabel('Issue')).toHaveValue('Billing Question');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Thank you for your message. We will get back to you soon!'),
    ).toBeVisible();
  },
);
