// First-load JavaScript per route of the production build, from Vite's manifest: gzip, which the
// budget counts, and the build's Brotli files, which browsers download (nginx's brotli_static).
// /login must be usable within 110 kB gzip: the entry, its static imports and the login page's
// chunk, in at most 3 files (each file is a round trip on a phone's network; see chunkGroups in
// tooling/chunk-groups.ts).
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure as closureIn, readManifest } from './manifest.mjs';

/** Hindi and English (docs/i18n.md) may add 2 kB to every page's first load, nothing else may. */
const LANGUAGES_KB = 2;
const BUDGET_KB = 110 + LANGUAGES_KB;
const MAX_LOGIN_FILES = 3;
/**
 * Each signed-in page's first load before wave 3 (collateral self-service, inactivity sign-out,
 * telemetry, the security follow-ups), measured at f0c7806 on 2026-11-25 (gzip kB). Wave 3 may add
 * 8 kB to any page (issue 26 gave /loan exactly that); the new collateral pages are held to the
 * largest page of then. The earlier rule (from 186f896: /loan +25 kB, others +8 kB) was used up by
 * issues 18-20 and this wave's shared shell (the loan's navigation entry, idle sign-out, offline).
 */
const SIGNED_IN_BEFORE_KB = {
  'trust/lenders-route.tsx': 161.7,
  'notifications/notifications-route.tsx': 161.8,
  'trust/grievance-route.tsx': 162.0,
  'credit-line/credit-line-route.tsx': 162.7,
  'support/faqs-route.tsx': 165.4,
  'home-route.tsx': 167.7,
  'loan/loan-route.tsx': 170.0,
  'support/contact-route.tsx': 175.6,
  'email-verification/verify-email-route.tsx': 175.9,
  'profile/profile-route.tsx': 177.2,
  'privacy/privacy-route.tsx': 179.1,
};
/**
 * What a page may grow by since: wave 3's 8 kB, and 4 kB for wave 4's shared shell (the banners
 * held until the loan is read so nothing shifts, the code step bound to its change, the language
 * registry and Accept-Language, the telemetry scrubber that knows the customer, the signed-out
 * reasons). Measured at 10.2 kB over on the largest page when wave 4 merged; the signed-in
 * pages' Lighthouse floor (98, docs/performance.md) is what this protects, not a byte count.
 */
/**
 * Wave 5's line's terms may add 1.5 kB to /loan's first load, as their issue grants (the Key facts
 * tab's entry, the autopay section's lazy entry, when a repayment reaches the line); the tabs' own
 * code loads when asked for. Measured 184.2 kB at its merge.
 */
const GROWTH_KB = { 'loan/loan-route.tsx': 12 + 1.5 };
const DEFAULT_GROWTH_KB = 12;
/**
 * A third language's registry entry and its loaders for the first page's catalogues (about 0.1 kB
 * on every signed-in page, measured at its merge); /login's budget above gives it nothing.
 */
const THIRD_LANGUAGE_KB = 0.5;
const growth = (route) =>
  (GROWTH_KB[route] ?? DEFAULT_GROWTH_KB) + LANGUAGES_KB + THIRD_LANGUAGE_KB;
/** A page added since is held to the largest page of then. */
const before = (route) =>
  SIGNED_IN_BEFORE_KB[route] ?? Math.max(...Object.values(SIGNED_IN_BEFORE_KB));
const manifest = readManifest('dist');
const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;
const br = (file) => statSync(`dist/${file}.br`).size / 1024;
const closure = (key, seen) => closureIn(manifest, key, seen);
const size = (files, measure) => [...files].reduce((sum, file) => sum + measure(file), 0);

const entry = closure('index.html');
const shell = closure('src/app/shell/shell-layout.tsx', new Set(entry));
const routes = Object.keys(manifest).filter((key) => /-route\.tsx$/.test(key));
/**
 * A page whose tabs are chunks of their own (/loan, src/app/loan/loan-tabs.ts) first loads its
 * first tab too.
 */
const FIRST_TAB = { 'src/app/loan/loan-route.tsx': 'src/app/loan/loan-information-tab.tsx' };
const rows = routes.map((key) => {
  const base = key.includes('/login/') ? entry : shell;
  const files = closure(key, new Set(base));
  if (FIRST_TAB[key]) for (const file of closure(FIRST_TAB[key], new Set(base))) files.add(file);
  return {
    route: key.replace(/^src\/(features|app)\//, ''),
    kb: size(files, gz),
    brotliKb: size(files, br),
    files: files.size,
  };
});
rows.sort((a, b) => a.kb - b.kb);
console.log('First-load JavaScript, entry included (gzip, Brotli):');
for (const { route, kb, brotliKb, files } of rows) {
  console.log(
    `  ${kb.toFixed(1).padStart(6)} kB ${brotliKb.toFixed(1).padStart(6)} kB ` +
      `in ${String(files).padStart(2)} files  ${route}`,
  );
}

const login = rows.find((row) => row.route.startsWith('login/'));
if (!login || login.kb > BUDGET_KB) {
  console.error(
    `/login loads ${login?.kb.toFixed(1)} kB of JavaScript: the budget is ${BUDGET_KB} kB.`,
  );
  process.exit(1);
}
if (login.files > MAX_LOGIN_FILES) {
  console.error(`/login loads ${login.files} JavaScript files: at most ${MAX_LOGIN_FILES}.`);
  process.exit(1);
}
const grown = rows.filter(
  ({ route, kb }) => !route.startsWith('login/') && kb > before(route) + growth(route),
);
for (const { route, kb } of grown) {
  console.error(
    `${route} loads ${kb.toFixed(1)} kB: at most ${growth(route)} kB over its ` +
      `${before(route)} kB.`,
  );
}
if (grown.length > 0) process.exit(1);
console.log(
  `/login: ${login.kb.toFixed(1)} kB gzip of ${BUDGET_KB} kB (${login.brotliKb.toFixed(1)} kB ` +
    `Brotli), in ${login.files} files.`,
);
