import { customers, DEMO_DB_KEY, expect, signIn, test } from './support/fixtures';

/**
 * Issue 18: with 5,000 transactions, a filter or page change shows its rows in
 * under 150 ms on a phone-class CPU (Chromium throttled 4x). It runs in the 'speed' project, after
 * the others and alone, at the desktop viewport: the CPU, not the viewport, is what is measured.
 */
test('5,000 transactions filter and page in under 150 ms at 4x CPU throttling', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await signIn(context, customers.priya);
  // The demo backend keeps its state in local storage once something changes it: opening the
  // credit line does. Then Priya gets 5,000 transactions.
  await page.goto('/loan/apply');
  await page.waitForFunction(
    ([key, phone]) => JSON.parse(localStorage.getItem(key) ?? '{}').customers?.[phone],
    [DEMO_DB_KEY, customers.priya] as const,
  );
  await page.evaluate(
    ([key, phone]) => {
      const db = JSON.parse(localStorage.getItem(key) ?? '{}');
      const priya = db.customers[phone];
      const start = Date.parse('2025-01-01T00:00:00Z');
      priya.transactions = Array.from({ length: 5000 }, (_, i) => ({
        id: `speed-${i}`,
        created_at: new Date(start + i * 7_200_000).toISOString(),
        event_type: i % 2 ? 'REPAYMENT_SUCCESSFUL' : 'WITHDRAWAL_SUCCESSFUL',
        status: 'SUCCESSFUL',
        reference: `REF${i}`,
        event_details: {
          bank_name: 'HDFC Bank',
          account_last_4_digits: '4321',
          application_type: 'CREDIT_LINE',
          ...(i % 2 ? { repayment_amount: 500 + i } : { withdrawal_amount: 1000 + i }),
        },
      }));
      localStorage.setItem(key, JSON.stringify(db));
    },
    [DEMO_DB_KEY, customers.priya] as const,
  );
  await page.goto('/loan?tab=transactions');
  const pages = page.getByRole('navigation', { name: 'Transaction pages' });
  await expect(pages).toContainText('1–20 of 5,000');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  /** Milliseconds from the change to the frame that shows `expected` in the tab's panel. */
  const timed = (change: string, expected: string) =>
    page.evaluate(
      ([change, expected]) =>
        new Promise<number>((resolve) => {
          const pager = () =>
            document
              .querySelector('[aria-label="Filter transactions"]')
              ?.closest('[role="tabpanel"]')?.textContent ?? '';
          const started = performance.now();
          const check = () =>
            pager().includes(expected)
              ? requestAnimationFrame(() => resolve(performance.now() - started))
              : requestAnimationFrame(check);
          if (change.startsWith('select:')) {
            const [, label, value] = change.split(':');
            const select = Array.from(document.querySelectorAll('label')).find(
              (l) => l.textContent === label,
            )?.control as HTMLSelectElement;
            select.value = value ?? '';
            select.dispatchEvent(new Event('change', { bubbles: true }));
          } else {
            Array.from(document.querySelectorAll('button'))
              .find((b) => b.textContent === change)
              ?.click();
          }
          check();
        }),
      [change, expected] as const,
    );

  const times: number[] = [];
  // The first round warms the code up (a phone's browser keeps it warm as the person goes on).
  for (let round = 0; round < 4; round += 1) {
    if (round === 1) times.length = 0;
    times.push(await timed('select:Type:repayments', '1–20 of 2,500'));
    times.push(await timed('Older', '21–40 of 2,500'));
    times.push(await timed('select:Type:all', '1–20 of 5,000'));
    times.push(await timed('select:Period:fy', 'No transactions match these filters.'));
    times.push(await timed('select:Period:all', '1–20 of 5,000'));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  testInfo.annotations.push({
    type: 'timings',
    description: `median ${median.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms`,
  });
  testInfo.annotations.push({
    type: 'each',
    description: times.map((t) => t.toFixed(0)).join(', '),
  });
  // The median: a single change can meet a garbage collection or a busy machine.
  expect(median).toBeLessThan(150);
});
