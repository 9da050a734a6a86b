import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv as parseDotenv, promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

const root = process.cwd();
/** This process's environment without the demo's VITE_ values that the test runner set. */
const withoutViteValues = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
);

describe('the pinned credit-line script', () => {
  it('is pinned in the example configuration a production build starts from', () => {
    const example = parseDotenv(readFileSync(join(root, '.env.example'), 'utf8'));
    const env = parseEnv(example, { warn: () => undefined });
    expect(env.VITE_API_MOCKING).toBe(false);
    expect(env.VITE_VOLT_SCRIPT_INTEGRITY).toMatch(/^sha384-/);
  });

  it('pins the demo script in the demo’s configuration, by its real hash', () => {
    const script = readFileSync(join(root, 'src/mocks/static/volt-sdk.js'));
    const hash = `sha384-${createHash('sha384').update(script).digest('base64')}`;
    const demo = parseDotenv(readFileSync(join(root, '.env.demo'), 'utf8'));
    // Changing the demo script means pinning its new hash there (the e2e pin tests load it).
    expect(demo.VITE_VOLT_SCRIPT_INTEGRITY).toBe(hash);
    expect(parseEnv(demo).VITE_VOLT_SCRIPT_INTEGRITY).toBe(hash);
  });

  it('stops a production build that has no pin, naming the variable', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'no-pin-'));
    const build = promisify(execFile)(
      'npx',
      ['vite', 'build', '--mode', 'example', '--outDir', outDir],
      { cwd: root, env: { ...withoutViteValues, VITE_VOLT_SCRIPT_INTEGRITY: '' } },
    );
    await expect(build).rejects.toThrow(
      /VITE_VOLT_SCRIPT_INTEGRITY is required for a production build/,
    );
  });
});
