import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/audit.mjs');
let shimDir: string | undefined;

/** Runs scripts/audit.mjs with an `npm` on PATH that prints `report` and exits 1, as npm does. */
function audit(report: unknown) {
  shimDir = mkdtempSync(join(tmpdir(), 'npm-shim-'));
  writeFileSync(join(shimDir, 'report.json'), JSON.stringify(report));
  const npm = join(shimDir, 'npm');
  writeFileSync(npm, `#!/bin/sh\ncat "${shimDir}/report.json"\nexit 1\n`);
  chmodSync(npm, 0o755);
  const result = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${shimDir}:${process.env.PATH}` },
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

const counts = (high: number, critical = 0, moderate = 0) => ({
  info: 0,
  low: 0,
  moderate,
  high,
  critical,
  total: high + critical + moderate,
});

afterEach(() => {
  if (shimDir) rmSync(shimDir, { recursive: true, force: true });
});

describe('the dependency audit', () => {
  it('fails on a high advisory and names the package and the advisory', () => {
    const { code, output } = audit({
      auditReportVersion: 2,
      vulnerabilities: {
        axios: {
          name: 'axios',
          severity: 'high',
          range: '<1.21.2',
          via: [{ url: 'https://github.com/advisories/GHSA-test' }],
        },
      },
      metadata: { vulnerabilities: counts(1) },
    });
    expect(code).toBe(1);
    expect(output).toContain('high: axios <1.21.2 https://github.com/advisories/GHSA-test');
  });

  it('passes when the advisories are below high', () => {
    const { code, output } = audit({
      auditReportVersion: 2,
      vulnerabilities: {
        cookie: { name: 'cookie', severity: 'moderate', range: '<1', via: ['other'] },
      },
      metadata: { vulnerabilities: counts(0, 0, 1) },
    });
    expect(code).toBe(0);
    expect(output).toContain('0 critical, 0 high, 1 moderate, 0 low');
  });

  it('reports a registry without the audit endpoint as a check that could not run', () => {
    const { code, output } = audit({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(code).toBe(75);
    expect(output).toContain('The dependency audit could not run: 405 Method Not Allowed');
  });
});
