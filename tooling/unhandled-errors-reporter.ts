import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter } from 'vitest/node';

/** Where the check's summary (scripts/summary.mjs) reads them. */
const OUT = 'reports/unit-unhandled.json';

/**
 * Writes the errors Vitest caught outside any test (an unhandled rejection, a timer that fires
 * after its file's page was torn down) with the file that was running. They fail the run without
 * failing a test, so Vitest's JSON report, which lists tests, does not name them.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, errors: readonly unknown[]): void {
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      OUT,
      JSON.stringify(
        errors.map((error) => {
          const { name, message, VITEST_TEST_PATH } = (error ?? {}) as Record<string, unknown>;
          return { name, message, file: VITEST_TEST_PATH };
        }),
      ),
    );
  }
}
