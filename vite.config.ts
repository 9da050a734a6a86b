import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { parseEnv } from './src/config/env.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const demoStatic = fileURLToPath(new URL('./src/mocks/static/', import.meta.url));

/** Files only the demo build serves: MSW's worker and the demo third-party widgets. */
function demoFiles(): Map<string, string> {
  const files = new Map<string, string>([
    ['mockServiceWorker.js', `${root}node_modules/msw/lib/mockServiceWorker.js`],
  ]);
  for (const name of readdirSync(demoStatic)) files.set(`demo/${name}`, `${demoStatic}${name}`);
  return files;
}

function demoAssets(): Plugin {
  const types: Record<string, string> = {
    js: 'text/javascript',
    html: 'text/html',
    pdf: 'application/pdf',
  };
  return {
    name: 'demo-assets',
    configureServer(server) {
      const files = demoFiles();
      server.middlewares.use((req, res, next) => {
        const file = files.get((req.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (!file) return next();
        res.setHeader('Content-Type', types[file.split('.').pop() ?? ''] ?? 'text/plain');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [fileName, file] of demoFiles()) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
  };
}

/**
 * Writes each text file of the build twice more, compressed at the highest level: as .br for the
 * browsers that accept Brotli (every current one; about 13% smaller than gzip on our scripts) and
 * as .gz for the rest. nginx sends them as they are (brotli_static, gzip_static): smaller than
 * compressing on the fly, at no cost per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html|svg)$/.test(name)) continue;
        const path = join(outDir, name);
        const source = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * The portal sends with fetch (`adapter: 'fetch'` in src/lib/api-client.ts: its timeout runs on
 * the page's timers, which tests can fast-forward), so axios's XHR adapter is never used. As
 * axios's own browser build leaves its Node adapter out, this build leaves the XHR adapter out.
 */
function withoutAxiosXhrAdapter(): Plugin {
  const stub = '\0axios-xhr-adapter';
  return {
    name: 'without-axios-xhr-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAdapters = /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer ?? '');
      return source === './xhr.js' && fromAdapters ? stub : null;
    },
    // axios reads a falsy adapter as "not available in this build".
    load: (id) => (id === stub ? 'export default false;' : null),
  };
}

/**
 * jsPDF (the PDF statement) imports html2canvas, DOMPurify and canvg on demand for HTML and SVG
 * input, which the statement never uses. They are left out of the build (about 120 kB gzip of
 * chunks never loaded, and the shared runtime chunk their CommonJS code would split off /login);
 * importing one fails, which jsPDF reports as "Could not load".
 */
function withoutJsPdfExtras(): Plugin {
  const stub = '\0jspdf-extra:';
  return {
    name: 'without-jspdf-extras',
    enforce: 'pre',
    resolveId: (source) =>
      /^(html2canvas|dompurify|canvg)$/.test(source) ? `${stub}${source}` : null,
    load: (id) =>
      id.startsWith(stub)
        ? `throw new Error('${id.slice(stub.length)} is not in this build');`
        : null,
  };
}

/**
 * Fewer, larger chunks: each request costs a round trip on a phone's network, so a page's code
 * comes in a few files instead of a dozen small shared ones.
 * - app: everything the entry needs before any page (React, the router, the session).
 * - signed-in: what only the signed-in pages use: Headless UI with its helpers and our wrappers
 *   of it, TanStack Query and our server-state code on it.
 * - ui: our small shared components and hooks, used by /login and the signed-in pages alike.
 * - forms: react-hook-form and full zod, for the pages with a form beyond the login's.
 * Each page's own code stays in its route's chunk.
 */
/**
 * Our code that only the signed-in pages use: the modal (on Headless UI's dialog) and the server
 * state (on TanStack Query). /login never loads it, nor what it imports.
 */
const SIGNED_IN_CODE = /src[\\/](components[\\/]ui[\\/]modal\.tsx$|session[\\/]server-state[\\/])/;
/** Headless UI and the packages it is built on, and TanStack Query. */
const SIGNED_IN_PACKAGES =
  /node_modules[\\/](@headlessui|@floating-ui|@react-aria|react-aria|react-stately|@tanstack|tabbable|use-sync-external-store)[\\/]/;
const SHARED_CODE = /src[\\/](components[\\/]ui|lib|session)[\\/]/;
const LOGIN_PAGE = /src[\\/]features[\\/]login[\\/]login-route\.tsx$/;

/**
 * What the login page's code imports, directly or through other modules (not what it loads
 * later): known once the build has read every module, before the chunks are made.
 */
function loginImports(): { plugin: Plugin; has: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'login-imports',
    apply: 'build',
    buildEnd() {
      reached.clear();
      const pending = [...this.getModuleIds()].filter((id) => LOGIN_PAGE.test(id));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (reached.has(id)) continue;
        reached.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
const login = loginImports();

const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  {
    name: 'ui',
    test: (id: string) => SHARED_CODE.test(id) && !SIGNED_IN_CODE.test(id) && login.has(id),
    minShareCount: 2,
    priority: 2,
  },
  {
    name: 'signed-in',
    test: (id: string) =>
      SIGNED_IN_PACKAGES.test(id) || SIGNED_IN_CODE.test(id) || SHARED_CODE.test(id),
    minShareCount: 2,
    priority: 1,
  },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/ },
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const demo = env.VITE_API_MOCKING === 'true';
  // A production build with a missing or malformed value fails here, with the same message.
  if (command === 'build' && mode !== 'test') parseEnv(env);
  return {
    plugins: [
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
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup/vitest.setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      env: loadEnv('demo', root, 'VITE_'),
      restoreMocks: true,
      // Ceilings, not paces: a test ends when its last step has happened. Beside other jobs on a
      // shared machine a sign-in journey took more than 30 s; the waits inside a test have their
      // own ceiling (asyncUtilTimeout in tests/setup/vitest.setup.ts).
      testTimeout: 120_000,
      hookTimeout: 60_000,
    },
  };
});
