// The production build ships no demo backend, no demo data, no demo credential, no source map
// and no service worker; and the content security policy nginx sends allows each of its pages'
// inline scripts, by its hash.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from './csp.mjs';

const dist = 'dist';
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(dist);

const envOf = (file) =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^VITE_\w+=./.test(line))
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
const demoEnv = envOf('.env.demo');
// The build checked is the documented example configuration's (`vite build --mode example`).
const scriptSources = /script-src ([^;]*)/.exec(contentSecurityPolicy(envOf('.env.example')))[1];
const forbidden = [
  'mockServiceWorker',
  'setupWorker',
  // Installable without one: a service worker of the portal's own could serve a stale release.
  'serviceWorker.register',
  'lark-demo-db',
  'lark-demo-faults',
  'demoBackend',
  'Demo mode',
  'sourceMappingURL',
  // the demo backend's seeded people, credentials and hosts
  'Asha',
  'Verma',
  'Priya',
  'Rohan',
  'Vikram',
  'Acme Wealth',
  'Demo@1234',
  demoEnv.VITE_API_SIGNATURE,
  demoEnv.VITE_SDK_KEY,
  demoEnv.VITE_SDK_SECRET,
  'lark.test',
].filter(Boolean);

const problems = [];
for (const file of files) {
  if (file.endsWith('.map')) problems.push(`${file}: a source map is served`);
  if (file.includes('mockServiceWorker') || file.startsWith(join(dist, 'demo'))) {
    problems.push(`${file}: a demo file is shipped`);
  }
  const text = readFileSync(file, 'latin1');
  for (const word of forbidden)
    if (text.includes(word)) problems.push(`${file}: contains "${word}"`);
}
if (!existsSync(join(dist, 'index.html'))) problems.push('dist/index.html is missing');
for (const page of files.filter((file) => file.endsWith('.html'))) {
  const inline = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  for (const [, attributes, script] of readFileSync(page, 'utf8').matchAll(inline)) {
    // A file's script is allowed by its address; a JSON block is data, which no policy runs.
    if (/\bsrc=|type="application\/json"/.test(attributes)) continue;
    const source = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    if (!scriptSources.split(' ').includes(source)) {
      problems.push(`${page}: an inline script the content security policy refuses (${source})`);
    }
  }
}

if (problems.length) {
  console.error(`The production build ships what it must not:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Production build: ${files.length} files, no demo code, data, credentials or source maps; every inline script allowed by its hash.`,
);
