import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentType } from './content-types.ts';

const worker = fileURLToPath(
  new URL('../node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
);
const demoStatic = fileURLToPath(new URL('../src/mocks/static/', import.meta.url));

/** Files only the demo build serves: MSW's worker and the demo third-party widgets. */
function demoFiles(): Map<string, string> {
  const files = new Map<string, string>([['mockServiceWorker.js', worker]]);
  for (const name of readdirSync(demoStatic)) files.set(`demo/${name}`, `${demoStatic}${name}`);
  return files;
}

/** The demo's files: served by the dev server, written into the demo build. */
export function demoAssets(): Plugin {
  return {
    name: 'demo-assets',
    configureServer(server) {
      // Each file's type is known before the first request: a kind of file without one stops the
      // dev server here rather than reaching the browser as text/plain.
      const files = new Map(
        [...demoFiles()].map(([url, file]) => [url, { file, type: contentType(url) }]),
      );
      server.middlewares.use((req, res, next) => {
        const served = files.get((req.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (!served) return next();
        res.setHeader('Content-Type', served.type);
        res.end(readFileSync(served.file));
      });
    },
    generateBundle() {
      for (const [fileName, file] of demoFiles()) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
  };
}
