import { defineConfig, type ViteUserConfig as UserConfig } from 'vitest/config';
import vitestConfig from './vitest.config.ts';

/**
 * The unit tests of pure rules: they need no page, so the mutation run gives them no jsdom and
 * none of the page setup (tests/setup), which cost more than the tests themselves on each of
 * the thousand runs. A file here that starts to need the page fails the mutation run's first
 * pass loudly: move it to the others.
 */
const RULES = [
  'api-error',
  'audit-script',
  'bank-schema',
  'branding',
  'code-field',
  'collateral-rules',
  'demo-server-rules',
  'device-info',
  'env',
  'eligibility-flow',
  'eligibility-rules',
  'pan-rules',
  'public-suffix',
  'return-path',
  'validation',
].map((name) => `tests/unit/${name}.test.ts`);

/**
 * The Vitest configuration of the mutation run (`npm run test:mutation`, stryker.config.json):
 * the unit tests only, each mutant tested by the tests that ran its line. The integration tests
 * render the whole app, so they would run again for nearly every mutant of src/lib. The rules'
 * modules stay loaded between files (no isolation): a mutant is switched on at run time, and the
 * mutants of module-level code, which would need each module loaded afresh, are left out
 * (`ignoreStatic`).
 */
export default defineConfig(async (env) => {
  // The check's own projects (vitest.config.ts) give way to this run's.
  const { test: checkTest, ...rest } = (await vitestConfig(env)) as UserConfig;
  const { projects: _checkProjects, ...baseTest } = checkTest ?? {};
  const base: UserConfig = { ...rest, test: baseTest };
  // Each project is the whole base configuration with its own tests: it must not also inherit
  // this file's (Vitest 5 merges them, the base's integration tests and plugins included).
  const project = (test: NonNullable<UserConfig['test']>) => ({
    ...base,
    extends: false,
    // Stryker runs the tests in a sandbox whose node_modules links to the project's: files read
    // through it (the PDF fonts' URLs) lie outside the sandbox, which Vite would refuse.
    server: { ...base.server, fs: { strict: false } },
    // The unit tests' own limit stays under Stryker's (45 s): a mutant that hangs a test fails it.
    test: { ...base.test, isolate: false, testTimeout: 30_000, ...test },
  });
  return {
    ...base,
    test: {
      ...base.test,
      projects: [
        project({ name: 'rules', include: RULES, environment: 'node', setupFiles: [] }),
        // The page tests keep state in modules (the language, the session, the client's own
        // errors loaded afresh): each file gets its modules anew, so their order cannot matter.
        project({
          name: 'page',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: RULES,
          isolate: true,
        }),
      ],
    },
  };
});
