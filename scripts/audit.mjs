// The dependency audit: `npm audit --omit=dev --audit-level=high` must report nothing.
// Fails on any high or critical advisory against a production dependency. When the registry
// cannot answer an audit at all (a mirror or proxy without the audit endpoint, no network), the
// check could not run: it says why and exits 75, which scripts/check.sh counts as skipped, so a
// missing audit is reported, never passed.
import { spawnSync } from 'node:child_process';

const COULD_NOT_RUN = 75;
const BLOCKING = new Set(['high', 'critical']);

const { stdout } = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});

let report;
try {
  report = JSON.parse(stdout);
} catch {
  console.error(`npm audit printed no report:\n${stdout}`);
  process.exit(COULD_NOT_RUN);
}

if (!report.metadata?.vulnerabilities) {
  const reason = report.message ?? report.error?.summary ?? JSON.stringify(report);
  console.log(`The dependency audit could not run: ${reason}`);
  process.exit(COULD_NOT_RUN);
}

const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  BLOCKING.has(v.severity),
);
for (const v of blocking) {
  const advisories = v.via.filter((via) => typeof via === 'object').map((via) => via.url);
  console.error(`${v.severity}: ${v.name} ${v.range} ${advisories.join(' ')}`);
}
const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ` +
    `${counts.moderate} moderate, ${counts.low} low`,
);
process.exit(blocking.length ? 1 : 0);
