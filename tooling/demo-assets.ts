import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentType } from './content-types.ts';

const worker = fileURLToPath(
  new URL('../node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
);
/**
 * MSW's worker unregisters itself when a page that closes sees no other page open. On a reload the
 * next page is not yet a client when the old one closes, so the worker could remove its own
 * registration (and the stored list of pages it mocks for) under the page that is starting:
 * docs/demo-backend.md#a-reload-keeps-the-worker. The demo's worker stays registered instead; with
 * no page switched on it lets every request through, as before.
 */
const SELF_UNREGISTER = `        // Unregister itself when there are no more clients
        if (remainingClients.length === 0) {
          await clearStoredActiveClientIds()
          await self.registration.unregister()
        }
`;

/** MSW's worker script, without its self-unregistration (a newer MSW that moved it stops the build). */
function demoWorker(): string {
  const script = readFileSync(worker, 'utf8');
  if (!script.includes(SELF_UNREGISTER)) {
    throw new Error(`${worker} no longer unregisters itself as docs/demo-backend.md expects`);
  }
  return script.replace(SELF_UNREGISTER, '');
}

const demoStatic = fileURLToPath(new URL('../src/mocks/static/', import.meta.url));

/** Files only the demo build serves, by URL: MSW's worker and the demo third-party widgets. */
function demoFiles(): Map<string, () => string | Buffer> {
  const files = new Map<string, () => string | Buffer>([['mockServiceWorker.js', demoWorker]]);
  for (const name of readdirSync(demoStatic)) {
    files.set(`demo/${name}`, () => readFileSync(`${demoStatic}${name}`));
  }
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
        [...demoFiles()].map(([url, read]) => [url, { read, type: contentType(url) }]),
      );
      server.middlewares.use((req, res, next) => {
        const served = files.get((req.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (!served) return next();
        res.setHeader('Content-Type', served.type);
        res.end(served.read());
      });
    },
    generateBundle() {
      for (const [fileName, read] of demoFiles()) {
        this.emitFile({ type: 'asset', fileName, source: read() });
      }
    },
  };
}
