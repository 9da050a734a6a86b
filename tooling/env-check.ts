import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport, type Plugin } from 'vite';
import type { parseEnv } from '../src/config/env.ts';

const envModule = fileURLToPath(new URL('../src/config/env.ts', import.meta.url));

/**
 * A build parses the configuration before it starts: a missing or malformed value stops it, with
 * the message the portal itself gives (src/config/env.ts). The parsed configuration then goes into
 * the build as `__LARK_ENV__`, so the browser runs none of the rules again: they are the same
 * values, checked once, and /login is 1.5 kB lighter. The dev server and the tests parse at
 * start-up instead. The module is loaded only for a build, through Vite's module runner: the
 * configuration imports nothing of the app, so a tool that only reads it (knip, Vitest) needs no
 * VITE_ value, and Vite finds nothing in it that a plain Node import could not load.
 */
export function envCheck(): Plugin {
  return {
    name: 'env-check',
    apply: 'build',
    async config(config, { mode }) {
      const { module } = await runnerImport<{ parseEnv: typeof parseEnv }>(envModule);
      const root = config.root ?? process.cwd();
      const env = module.parseEnv(loadEnv(mode, config.envDir || root, 'VITE_'));
      return { define: { __LARK_ENV__: JSON.stringify(env) } };
    },
  };
}
