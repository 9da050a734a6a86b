import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The unit and integration tests: the app's Vite settings (its plugins, the `@` alias) in a page
 * of jsdom, on the demo's values. vitest.mutation.config.ts builds on this.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup/vitest.setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      env: loadEnv('demo', root, 'VITE_'),
      restoreMocks: true,
      // A worker per core: Vitest's default leaves one core free, which on 2 cores is one worker
      // (measured: 175 s on one, docs/testing.md#the-two-commands).
      maxWorkers: availableParallelism(),
      // Ceilings, not paces: a test ends when its last step has happened. Beside other jobs on a
      // shared machine a sign-in journey took more than 30 s; the waits inside a test have their
      // own ceiling (asyncUtilTimeout in tests/setup/vitest.setup.ts).
      testTimeout: 120_000,
      hookTimeout: 60_000,
    },
  }),
);
