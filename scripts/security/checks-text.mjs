// The re-check's checks of server and error text in Chromium (docs/security.md#re-check): a PDF of
// long unbroken server text (N10), bidi controls on screens (N12), the telemetry scrubber (6.2).
// Same `ctx` and answers as ./checks-browser.mjs.
/* global window -- the functions given to page.evaluate run in the page */
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { page } from './checks-browser.mjs';

/** Bidi controls and marks that reorder what is shown around them. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** A PDF is made within this long, and the tab never stops answering for longer than STALL_MS. */
const FILE_MS = 5000;
const STALL_MS = 2000;

const statement = (tab) => tab.getByRole('region', { name: 'Statement of account' });

/** A signed-in tab showing the statement of account as the (rewritten) server answered it. */
async function statementTab(ctx) {
  const opened = await page(ctx);
  await opened.page.goto(`${ctx.portal}/loan?tab=statements`);
  await statement(opened.page)
    .getByText(/^KFL-LAS-/)
    .waitFor();
  return opened;
}

/** Downloads the statement PDF with its first line's description `length` Q's long. */
async function statementPdf(ctx, length) {
  ctx.hostile.rewrites.set('/loan/account-statement', (answer) => {
    if (length) answer.data.entries[0].description = 'Q'.repeat(length);
    return answer;
  });
  const { context, page: tab } = await statementTab(ctx);
  // The longest the page's event loop went without running a 50 ms timer.
  await tab.evaluate(() => {
    let last = performance.now();
    Reflect.set(window, 'stall', 0);
    setInterval(() => {
      const now = performance.now();
      Reflect.set(window, 'stall', Math.max(Reflect.get(window, 'stall'), now - last - 50));
      last = now;
    }, 50);
  });
  const started = Date.now();
  const [download] = await Promise.all([
    tab.waitForEvent('download', { timeout: 180_000 }),
    statement(tab).getByRole('button', { name: 'PDF' }).click(),
  ]);
  const file = await download.path();
  const ms = Date.now() - started;
  const stall = Math.round(await tab.evaluate(() => Reflect.get(window, 'stall')));
  const drawn = (execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).match(/Q/g) ?? [])
    .length;
  await context.close();
  ctx.hostile.rewrites.delete('/loan/account-statement');
  return { length, ms, stall, drawn };
}

export async function longTextPdf(ctx) {
  const runs = [];
  for (const length of [0, 2500, 4000, 10000]) runs.push(await statementPdf(ctx, length));
  const long = runs.filter((run) => run.length > 0);
  return {
    id: 'N10',
    name: `A PDF of long unbroken server text: made within ${FILE_MS / 1000} s, the tab never stalls ${STALL_MS / 1000} s`,
    held: long.every((run) => run.ms <= FILE_MS && run.stall <= STALL_MS && run.drawn <= 500),
    evidence: runs
      .map(
        (run) =>
          `${run.length || 'as served'}: file in ${run.ms} ms, longest stall ${run.stall} ms, ${run.drawn} drawn`,
      )
      .join('; '),
  };
}

/** Screens showing server text planted with bidi overrides; answers what each region shows. */
export async function bidiOnScreens(ctx) {
  const { rewrites } = ctx.hostile;
  rewrites.set('/loan/account-statement', (answer) => {
    answer.data.loan_account_number = 'KFL-LAS-98765\u202E43212';
    answer.data.entries[0].description = 'Transfer to Bank\u202E4321 knaB';
    return answer;
  });
  rewrites.set('/loan/drawing-power-history', (answer) => {
    for (const event of answer.data.events) event.scheme_name = `${event.scheme_name}\u202E`;
    return answer;
  });
  rewrites.set('/auth/sessions', (answer) => {
    answer.data[0].device = 'Phone\u202Eenohp';
    return answer;
  });
  const { context, page: tab } = await statementTab(ctx);
  const shown = { statement: await statement(tab).innerText() };
  if (ctx.shots) await statement(tab).screenshot({ path: `${ctx.shots}/n12-statement.png` });
  await tab.goto(`${ctx.portal}/loan`);
  const changes = tab.getByRole('list', { name: 'What changed it' });
  await changes.getByRole('listitem').first().waitFor();
  shown.drawingPower = await changes.innerText();
  if (ctx.shots) await changes.screenshot({ path: `${ctx.shots}/n12-drawing-power.png` });
  await tab.goto(`${ctx.portal}/profile`);
  const devices = tab.getByRole('region', { name: 'Signed-in devices' });
  await devices.getByText(/^Phone/).waitFor();
  shown.devices = await devices.innerText();
  await context.close();
  for (const path of ['/loan/account-statement', '/loan/drawing-power-history', '/auth/sessions']) {
    rewrites.delete(path);
  }
  const withBidi = Object.keys(shown).filter((name) => BIDI.test(shown[name]));
  return {
    id: 'N12',
    name: 'Screens show server text without bidi controls',
    held: withBidi.length === 0 && shown.statement.includes('KFL-LAS-9876543212'),
    evidence:
      `controls left in: ${withBidi.join(', ') || 'none'}; account number shown ` +
      `'${shown.statement.match(/KFL-LAS-\S+/)?.[0]}', description '${shown.statement.match(/Transfer to \S+ \S+/)?.[0]}', ` +
      `device '${shown.devices.match(/Phone\S*/)?.[0]}', first change '${shown.drawingPower.split('\n')[0].slice(0, 90)}'`,
  };
}

/** Error messages thrown in a signed-in page, as the collector receives them. */
export async function scrubber(ctx) {
  const inScope = [
    'Statement for Venkatasatyanarayanamurthy Iyer',
    'Nominee Meera Iyer',
    'Customer प्रिया नायर',
  ];
  const beyond = ['Nominee MEERA IYER', 'nominee meera iyer', 'Customer பிரியா நாயர்'];
  const { context, page: tab } = await page(ctx);
  await tab.goto(`${ctx.portal}/`);
  await tab.getByRole('button', { name: /^Account menu for / }).waitFor();
  await tab.waitForFunction(() => performance.getEntriesByName('telemetry-started').length > 0);
  // Counted by a listener added after telemetry's, so each error has reached telemetry once counted.
  await tab.evaluate(() => {
    Reflect.set(window, 'thrown', 0);
    window.addEventListener('error', () =>
      Reflect.set(window, 'thrown', Reflect.get(window, 'thrown') + 1),
    );
  });
  const before = ctx.collector.received.length;
  for (const message of [...inScope, ...beyond]) {
    await tab.evaluate(
      (text) =>
        setTimeout(() => {
          throw new Error(text);
        }),
      message,
    );
  }
  const count = inScope.length + beyond.length;
  await tab.waitForFunction((n) => Reflect.get(window, 'thrown') === n, count);
  await tab.goto('about:blank');
  for (let i = 0; i < 50 && ctx.collector.received.length === before; i += 1) await sleep(200);
  await context.close();
  const sent = ctx.collector.received.slice(before).join('\n');
  const messages = [...sent.matchAll(/"message":"([^"]*)"/g)].map((match) => match[1]);
  const leaks = (probes) =>
    probes.filter((probe) => sent.includes(probe.split(' ').slice(1).join(' ')));
  const passing = leaks(beyond);
  return {
    id: '6.2',
    name: 'The scrubber masks names it does not know and Devanagari',
    held: messages.length > 0 && leaks(inScope).length === 0,
    evidence:
      `${messages.length} error messages sent: ${messages.slice(0, 3).join(' | ')}` +
      (passing.length ? `. Beyond the issue: passed as written ${passing.join(' | ')}` : ''),
  };
}
