// The security re-check (docs/security.md#re-check): the live review's checks for the points of
// issue 51, against a production build served by the project's nginx, with the demo backend over
// HTTP (scripts/demo-api.mjs) behind a hostile layer (./hostile-api.mjs) and a stand-in credit-line
// script pinned by its sha384. Prints each check, held or not, and exits 1 when one is not held.
//   node scripts/security/recheck.mjs [--no-build] [--port 7800] [--shots DIR]
// Uses ports PORT to PORT+4 on 127.0.0.1, one browser, and stops every server it started.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { apiChecks } from './checks-api.mjs';
import { creditLineScript, draftsAfter401, serverEndsSession } from './checks-browser.mjs';
import { bidiOnScreens, longTextPdf, scrubber } from './checks-text.mjs';
import { startCollector, startHostileApi, standInVolt, VOLT_PATH } from './hostile-api.mjs';
import { call, callJson } from './http.mjs';
import { configChecks, idleFrameCheck } from './checks-config.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '7800' },
    shots: { type: 'string' },
  },
});
const port = Number(args.port);
const ports = { portal: port, api: port + 1, demo: port + 2, collector: port + 4 };
const OUT = 'dist-secrecheck';
const OWN_HOST = 'portal.localhost';
const API_HOST = `api.localhost:${ports.api}`;
const PRIYA = '9876543212';
const ARJUN = '9876543216';
const portal = `http://${OWN_HOST}:${ports.portal}`;
const voltUrl = `http://${API_HOST}${VOLT_PATH}`;
const sha384 = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The build's settings: the example configuration, with every address on loopback. */
const loopEnv = {
  ...process.env,
  VITE_OWN_HOSTS: OWN_HOST,
  VITE_PARTNER_DOMAINS: 'localhost',
  VITE_API_BASE_URL: `http://${API_HOST}/customer`,
  VITE_SDK_API_URL: `http://${API_HOST}`,
  VITE_PORTFOLIO_API_URL: `http://${API_HOST}`,
  VITE_SDK_WIDGET_URL: `http://${API_HOST}/widget.html`,
  VITE_SDK_KEY: 'demo-sdk-key',
  VITE_SDK_SECRET: 'demo-sdk-secret',
  VITE_VOLT_SCRIPT_URL: voltUrl,
  VITE_VOLT_SCRIPT_INTEGRITY: sha384(standInVolt(`http://${API_HOST}/heard`)),
  VITE_FEATURE_PAYOUT: 'true',
  VITE_TELEMETRY_URL: `https://127.0.0.1:${ports.collector}/telemetry`,
  VITE_CSP_REPORT_URI: `https://127.0.0.1:${ports.collector}/csp`,
  VITE_IDLE_MINUTES: '10',
};

if (!args['no-build'] || !existsSync(OUT)) {
  const built = spawnSync('npx', ['vite', 'build', '--mode', 'example', '--outDir', OUT], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: loopEnv,
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const answers = (url) =>
  call(url).then(
    () => true,
    () => false,
  );
const children = [];
// Whatever ends this process, the servers it started end with it.
process.on('exit', () => children.forEach((child) => child.kill()));
/** Starts a server and waits until `url` answers. */
async function serve(command, commandArgs, url) {
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: loopEnv,
  });
  children.push(child);
  for (let i = 0; i < 150; i += 1) {
    if (await answers(url)) return;
    await sleep(200);
  }
  throw new Error(`${command} ${commandArgs.join(' ')} did not start`);
}

// A server left on these ports (another run's) would answer for ours.
for (const taken of Object.values(ports)) {
  if (await answers(`http://127.0.0.1:${taken}/`)) {
    console.error(`port ${taken} is in use: stop what listens there, or pass --port`);
    process.exit(2);
  }
}
const hostile = startHostileApi({ port: ports.api, demoPort: ports.demo });
const collector = startCollector({ port: ports.collector });
let browser;
const results = [];
try {
  await serve(
    'node',
    ['scripts/demo-api.mjs', String(ports.demo), portal],
    `http://127.0.0.1:${ports.demo}/`,
  );
  await serve(
    'bash',
    ['scripts/serve-nginx.sh', String(ports.portal), 'example', OUT],
    `http://127.0.0.1:${ports.portal}/`,
  );
  const demo = `http://127.0.0.1:${ports.demo}`;
  results.push(...(await apiChecks({ api: demo, host: API_HOST, phone: ARJUN })));
  results.push(...(await configChecks()));
  const csp = (
    await call(`http://127.0.0.1:${ports.portal}/login`, { headers: { Host: OWN_HOST } })
  ).headers['content-security-policy'];
  results.push(idleFrameCheck(csp, loopEnv));
  const executablePath = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(existsSync);
  // The collector's certificate is made for the run. A context's ignoreHTTPSErrors does not cover
  // a beacon sent as its page goes (telemetry's, at pagehide: sent, then refused unseen in 2 of 3
  // runs), so the browser itself takes the run's certificate.
  browser = await chromium.launch({ executablePath, args: ['--ignore-certificate-errors'] });
  if (args.shots) mkdirSync(args.shots, { recursive: true });
  const ctx = {
    browser,
    portal,
    hostile: hostile.state,
    collector,
    shots: args.shots,
    async signIn(context) {
      const { json } = await callJson(demo, API_HOST, 'POST', '/auth/verify-otp', {
        phone_no: PRIYA,
        phone_otp: '123456',
      });
      await context.addCookies([
        {
          name: 'lark-customerauth-token',
          value: json.data.token,
          url: portal,
          sameSite: 'Strict',
        },
      ]);
    },
  };
  for (const check of [
    creditLineScript,
    serverEndsSession,
    draftsAfter401,
    bidiOnScreens,
    scrubber,
    longTextPdf,
  ]) {
    const outcome = await check(ctx).catch((error) => ({
      id: check.name,
      name: check.name,
      held: false,
      evidence: `the check itself failed: ${String(error.message).split('\n')[0]}`,
    }));
    results.push(...[outcome].flat());
  }
} finally {
  await browser?.close();
  for (const child of children) child.kill();
  hostile.close();
  collector.close();
}

for (const { id, name, held, accepted, evidence } of results) {
  const said = held ? 'HELD    ' : accepted ? 'ACCEPTED' : 'NOT HELD';
  console.log(`${said}  ${id.padEnd(9)} ${name}\n          ${evidence}`);
}
const heldCount = results.filter((result) => result.held).length;
const acceptedCount = results.filter((result) => !result.held && result.accepted).length;
console.log(
  `\n${heldCount} of ${results.length} held` +
    (acceptedCount ? `, ${acceptedCount} not held by decision (docs/security.md)` : ''),
);
process.exitCode = heldCount + acceptedCount === results.length ? 0 : 1;
