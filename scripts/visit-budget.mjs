// The whole /login visit of the production build, measured in Chromium: every script the page
// fetches until the network is idle (the entry, the login page, and what loads after the first
// paint, such as the api client), counted as gzip -9 of the built files. At most 126 kB: the
// login page never pays for what only signed-in pages use.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** 126 kB, and the 2 kB that Hindi and English may add (docs/i18n.md). */
const BUDGET_KB = 126 + 2;
const PORT = 4180;
const CHROMIUM = '/usr/bin/chromium';

const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', 'dist', '--port', String(PORT), '--strictPort'],
  { stdio: 'ignore', detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // Already gone.
  }
};

async function waitForServer(url) {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start at ${url}`);
}

try {
  const origin = `http://localhost:${PORT}`;
  await waitForServer(origin);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  });
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const sizes = [...scripts].map((file) => ({
    file,
    kb: gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024,
  }));
  const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
  for (const { file, kb } of sizes) console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}`);
  if (sizes.length === 0 || total > BUDGET_KB) {
    console.error(
      `The /login visit loads ${total.toFixed(1)} kB of JavaScript: at most ${BUDGET_KB} kB.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `The /login visit: ${total.toFixed(1)} kB gzip of ${BUDGET_KB} kB, in ${sizes.length} files.`,
    );
  }
} finally {
  stop();
}
