import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { parseEnv } from '../src/config/env.ts';

const envModule = fileURLToPath(new URL('../src/config/env.ts', import.meta.url));

/**
 * A production build with a missing or malformed value stops before it starts, with the message
 * the portal itself would give (src/config/env.ts reads the same values at start-up). The module
 * is loaded only then, through Vite's module runner: the configuration imports nothing of the
 * app, so a tool that only reads it (knip, Vitest) needs no VITE_ value, and Vite finds nothing
 * in it that a plain Node import could not load (it warned on start about the app's imports).
 */
export function envCheck(): Plugin {
  return {
    name: 'env-check',
    apply: (_config, { command, mode }) => command === 'build' && mode !== 'test',
    async configResolved(config) {
      const { module } = await runnerImport<{ parseEnv: typeof parseEnv }>(envModule);
      module.parseEnv(config.env);
    },
  };
}
