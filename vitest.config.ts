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
      testTimeout: 30_000,
    },
  }),
);
