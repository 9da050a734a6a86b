import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups, login } from './tooling/chunk-groups.ts';
import { demoAssets } from './tooling/demo-assets.ts';
import { earlyReads } from './tooling/early-reads.ts';
import { envCheck } from './tooling/env-check.ts';
import { leanPdfWriter } from './tooling/lean-pdf-writer.ts';
import { loadingWords } from './tooling/loading-words.ts';
import { precompress } from './tooling/precompress.ts';
import { prerenderLogin } from './tooling/prerender-login.ts';
import { withoutUnusedAxios } from './tooling/without-unused-axios.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouter = `${root}node_modules/react-router/dist/production`;
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
];

/**
 * The build and the dev server; each plugin is in tooling/, the tests' settings in
 * vitest.config.ts. Loading this file needs no VITE_ value: only a build checks them (envCheck).
 */
export default defineConfig(({ command, mode }) => {
  const demo = loadEnv(mode, root, 'VITE_').VITE_API_MOCKING === 'true';
  return {
    plugins: [
      envCheck(),
      react(),
      tailwindcss(),
      loadingWords(),
      earlyReads(),
      withoutUnusedAxios(),
      leanPdfWriter(),
      login.plugin,
      precompress(),
      prerenderLogin(),
      ...(demo ? [demoAssets()] : []),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: `${root}src` },
        // React Router's packages point every bundler at its development build; a build takes its
        // production one, without the development warnings (0.5 kB gzip less on every page).
        ...(command === 'build' ? reactRouterProduction : []),
        // See src/mocks/public-suffix.ts: the demo backend's cookie jar needs no suffix list.
        ...(demo ? [{ find: 'tldts', replacement: `${root}src/mocks/public-suffix.ts` }] : []),
      ],
    },
    server: { allowedHosts: ['.localhost'] },
    preview: { allowedHosts: ['.localhost'] },
    build: {
      sourcemap: false,
      target: 'es2022',
      manifest: true,
      // Every browser we serve preloads modules itself (Chrome 66, Safari 17, Firefox 115): the
      // polyfill would only add to /login.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Hex file hashes: /login's code names every page's chunks, and a hex hash costs it 2 bytes
        // less each than base64 (31 bytes of the /login visit, measured). Still unique per content.
        output: { codeSplitting: { groups: chunkGroups }, hashCharacters: 'hex' },
      },
    },
  };
});
