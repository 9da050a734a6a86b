// Prints one line per suite and the closing `N passed, N failed` line that totals every suite.
// Test runners' counts come from their JSON reports; every other check counts as one.
import { existsSync, readFileSync } from 'node:fs';

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const suites = {
  'unit and integration tests': () => {
    const r = readJson('reports/unit.json');
    return (
      r && {
        passed: r.numPassedTests,
        failed: r.numFailedTests,
        skipped: r.numPendingTests,
      }
    );
  },
  'end-to-end tests': () => {
    const r = readJson('reports/e2e.json');
    return (
      r && {
        passed: r.stats.expected,
        failed: r.stats.unexpected + r.stats.flaky,
        skipped: r.stats.skipped,
      }
    );
  },
};

/** The end-to-end fault matrix (tests titled 'call × fault'): its size and the cells that held. */
function faultMatrix() {
  const report = readJson('reports/e2e.json');
  if (!report) return undefined;
  const cells = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.title.includes(' × ')) continue;
      for (const run of spec.tests)
        if (run.status !== 'skipped') cells.push(run.status === 'expected');
    }
    (suite.suites ?? []).forEach(walk);
  };
  report.suites.forEach(walk);
  return cells.length ? { cells: cells.length, held: cells.filter(Boolean).length } : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== summary');
for (const result of process.argv.slice(2)) {
  const [status, ...rest] = result.split(':');
  const name = rest.join(':');
  let counts = suites[name]?.();
  // A runner that crashed before reporting, or failed beyond its tests, still fails the run.
  if (!counts)
    counts = {
      passed: status === 'pass' ? 1 : 0,
      failed: status === 'fail' ? 1 : 0,
      skipped: status === 'skip' ? 1 : 0,
    };
  else if (status === 'fail' && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  const extra = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(
    `${{ pass: 'ok  ', skip: 'SKIP', fail: 'FAIL' }[status]} ${name}: ${counts.passed} passed, ${counts.failed} failed${extra}`,
  );
}
const matrix = faultMatrix();
if (matrix) console.log(`fault matrix: ${matrix.cells} cells, ${matrix.held} held`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
