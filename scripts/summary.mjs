// Prints one line per step with its wall time, each failed test with the first line of why, the
// whole check's wall time, and the closing `N passed, N failed` line that totals every suite.
// Arguments: `total:<seconds>`, then each
// step as `<pass|fail|skip>:<seconds>:<name>`. Test runners' counts come from their JSON reports
// (the end-to-end suite's also per project); every other check counts as one.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

/** The end-to-end tests run in each project (desktop, mobile, dev, speed). */
function perProject() {
  const report = readJson('reports/e2e.json');
  if (!report) return undefined;
  const counts = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const run of spec.tests)
        if (run.status !== 'skipped') counts[run.projectName] = (counts[run.projectName] ?? 0) + 1;
    (suite.suites ?? []).forEach(walk);
  };
  report.suites.forEach(walk);
  return Object.entries(counts)
    .map(([project, n]) => `${project} ${n}`)
    .join(', ');
}

/** A message's first line, without the terminal's colours. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

/**
 * Where in its file a test failed, what it looked for and what it found: ' at line 57,
 * getByRole(…), Expected: 1, Received: 0'.
 */
function atLine(error) {
  if (!error?.location) return '';
  const lines = stripVTControlCharacters(error.message ?? '').split('\n');
  // 'Expected: 1', and a text's 'Expected string: …' or 'Received pattern: …'.
  const said = (label) =>
    lines
      .find((line) => new RegExp(`^${label}(?: \\w+)?: `).test(line))
      ?.trim()
      .slice(0, 200);
  const notes = [said('Locator')?.replace(/^Locator: /, ''), said('Expected'), said('Received')];
  return ` at line ${error.location.line}${notes.map((note) => (note ? `, ${note}` : '')).join('')}`;
}

/**
 * Each failed test and the first line of why, so that the summary (the part of a CI log that is
 * read) says what failed: 'project › file:line › title: reason'.
 */
function failures() {
  const lines = [];
  const unit = readJson('reports/unit.json');
  for (const file of unit?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        lines.push(`${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  // Errors outside any test (tooling/unhandled-errors-reporter.ts), with the file that was running.
  for (const error of readJson('reports/unit-unhandled.json') ?? [])
    lines.push(
      `unhandled ${error.name ?? 'error'} while ${error.file ? relative('.', error.file) : 'no file'} ran: ${firstLine(error.message)}`,
    );
  const e2e = readJson('reports/e2e.json');
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const run of spec.tests)
        if (run.status === 'unexpected' || run.status === 'flaky') {
          const result = run.results.find((each) => each.error);
          // What tests/e2e/support/fixtures.ts noted of the page the test failed on.
          const where = result?.annotations
            ?.filter((note) => note.type === 'where it failed')
            .map((note) => ` (${note.description})`)
            .join('');
          lines.push(
            `[${run.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(result?.error?.message)}${atLine(result?.error)}${where ?? ''}`,
          );
        }
    (suite.suites ?? []).forEach(walk);
  };
  e2e?.suites.forEach(walk);
  return lines;
}

/** 75.4 -> '1 min 15 s'. */
const duration = (seconds) => {
  const s = Math.round(Number(seconds));
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
};

let passed = 0;
let failed = 0;
let skipped = 0;
let total;
console.log('\n=== summary');
for (const result of process.argv.slice(2)) {
  const [status, seconds, ...rest] = result.split(':');
  if (status === 'total') {
    total = seconds;
    continue;
  }
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
    `${{ pass: 'ok  ', skip: 'SKIP', fail: 'FAIL' }[status]} ${name} (${duration(seconds)}): ${counts.passed} passed, ${counts.failed} failed${extra}`,
  );
}
const matrix = faultMatrix();
if (matrix) console.log(`fault matrix: ${matrix.cells} cells, ${matrix.held} held`);
const projects = perProject();
if (projects) console.log(`end-to-end tests run per project: ${projects}`);
for (const line of failures()) console.log(`failed: ${line}`);
if (total !== undefined) console.log(`the whole check: ${duration(total)}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
