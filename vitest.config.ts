import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The unit tests that need no page: rules, formatters, the demo server's books, the PDF and CSV
 * writers, the repository's own checks. They run in Node without jsdom or the page's setup
 * (the demo server, Testing Library), which cost about a second of processor time per file,
 * more than most of these files' tests (docs/testing.md#how-long-the-check-takes). A file here
 * that starts to need the page fails loudly (`document is not defined`): move it out.
 */
const NODE_TESTS = [
  'account-statement-csv',
  'api-error',
  'audit-script',
  'autopay-rules',
  'bank-schema',
  'borrowing-rules',
  'branding',
  'catalogues',
  'code-field',
  'collateral-change-rules',
  'collateral-rules',
  'content-types',
  'csv',
  'decisions',
  'demo-books-agree',
  'demo-code-summary',
  'demo-collateral',
  'demo-drawing-power',
  'demo-ledger',
  'demo-phone-codes',
  'demo-server-rules',
  'deploy-config',
  'device-info',
  'disclosure',
  'document-names',
  'documents-pdf',
  'drawing-power-rules',
  'drawing-power-words',
  'eligibility-flow',
  'eligibility-rules',
  'first-page-waits',
  'env',
  'glossary',
  'idle-rules',
  'key-facts-pdf',
  'key-facts-rules',
  'lint-rules',
  'no-dues-pdf',
  'notifications',
  'pan-rules',
  'password-rules',
  'pdf-code',
  'pdf-writer',
  'public-suffix',
  'rate-change',
  'record-schema',
  'render-nginx',
  'report',
  'request-reference',
  'return-path',
  'statement-adding-up',
  'statement-periods',
  'statement',
  'telemetry-scrub',
  'transaction-filters',
  'validation',
  'visible-text',
  'volt-pin',
  'write-effects',
].map((name) => `tests/unit/${name}.test.ts`);

/**
 * The unit and integration tests: the app's Vite settings (its plugins, the `@` alias) in a page
 * of jsdom, on the demo's values, except the tests that need no page (NODE_TESTS), in Node.
 * vitest.mutation.config.ts builds on this.
 */
export default defineConfig((env) => {
  const base = mergeConfig(viteConfig(env), {
    // The PDF writer's libraries as the build takes them (their ES modules, through its plugins),
    // so its tests write with what the build ships: without the data tooling/lean-pdf-writer.ts
    // leaves out.
    resolve: {
      alias: [
        { find: /^pdf-lib$/, replacement: `${root}node_modules/pdf-lib/es/index.js` },
        {
          find: /^@pdf-lib\/fontkit$/,
          replacement: `${root}node_modules/@pdf-lib/fontkit/dist/fontkit.es.js`,
        },
        {
          find: /^@pdf-lib\/standard-fonts$/,
          replacement: `${root}node_modules/@pdf-lib/standard-fonts/es/index.js`,
        },
      ],
    },
    ssr: { noExternal: ['pdf-lib', /^@pdf-lib\//] },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup/vitest.setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      env: loadEnv('demo', root, 'VITE_'),
      restoreMocks: true,
      // A worker per core and one more: a page test waits at times (its timers, the demo
      // server's answers), and the extra worker fills that time. On 2 cores (29 Nov, the whole
      // run twice each, alternating): 106 s and 108 s on two workers, 98 s and 101 s on three.
      // Vitest's default leaves one core free, which on 2 cores is one worker (175 s;
      // docs/testing.md#how-long-the-check-takes).
      maxWorkers: availableParallelism() + 1,
      // Ceilings, not paces: a test ends when its last step has happened. Beside other jobs on a
      // shared machine a sign-in journey took more than 30 s; the waits inside a test have their
      // own ceiling (asyncUtilTimeout in tests/setup/vitest.setup.ts).
      testTimeout: 120_000,
      hookTimeout: 60_000,
    },
  });
  // Each project is the whole configuration with its own tests: it must not also inherit this
  // file's (Vitest 5 merges them, adding the lists together, the page's setup to the pure ones').
  const project = (test: NonNullable<typeof base.test>) => ({
    ...base,
    extends: false,
    test: { ...base.test, ...test },
  });
  return {
    ...base,
    test: {
      ...base.test,
      projects: [
        project({
          name: 'node',
          include: NODE_TESTS,
          environment: 'node',
          setupFiles: ['tests/setup/vitest.node-setup.ts'],
          // Files of pure rules share their worker (no process per file): 22 s of processor time
          // against 35 s (docs/testing.md#where-the-processors-time-goes). What a test stubs is
          // given back after it, so no file sees another's. The page's files keep a process
          // each: sharing one, a page's modules, frames and timers reached the next file (what
          // was found, and what is left, in the same section).
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
        }),
        project({ name: 'page', exclude: NODE_TESTS }),
      ],
    },
  };
});
