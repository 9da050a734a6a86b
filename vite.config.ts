import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups, login } from './tooling/chunk-groups.ts';
import { demoAssets } from './tooling/demo-assets.ts';
import { envCheck } from './tooling/env-check.ts';
import { precompress } from './tooling/precompress.ts';
import { withoutAxiosXhrAdapter } from './tooling/without-axios-xhr-adapter.ts';
import { withoutJsPdfExtras } from './tooling/without-jspdf-extras.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The build and the dev server; each plugin is in tooling/, the tests' settings in
 * vitest.config.ts. Loading this file needs no VITE_ value: only a build checks them (envCheck).
 */
export default defineConfig(({ mode }) => {
  const demo = loadEnv(mode, root, 'VITE_').VITE_API_MOCKING === 'true';
  return {
    plugins: [
      envCheck(),
      react(),
      tailwindcss(),
      withoutAxiosXhrAdapter(),
      withoutJsPdfExtras(),
      login.plugin,
      precompress(),
      ...(demo ? [demoAssets()] : []),
    ],
    resolve: {
      alias: {
        '@': `${root}src`,
        // See src/mocks/public-suffix.ts: the demo backend's cookie jar needs no suffix list.
        ...(demo ? { tldts: `${root}src/mocks/public-suffix.ts` } : {}),
      },
    },
    server: { allowedHosts: ['.localhost'] },
    preview: { allowedHosts: ['.localhost'] },
    build: {
      sourcemap: false,
      target: 'es2022',
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: chunkGroups } },
      },
    },
  };
});
