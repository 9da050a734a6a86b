// The demo backend's handlers (src/mocks) loaded in Node, with the browser globals they use:
// scripts/demo-api.mjs serves them over HTTP, and the security re-check reads what they store
// (scripts/security/demo-store.mjs). Call it in a process of its own: it sets Node's globals.
import { createServer } from 'vite';

/**
 * The handlers, answering as the demo does for pages on `portalOrigin`, and the map behind the
 * local storage in which they keep their state. `close` stops the module loader.
 */
export async function loadDemoHandlers(portalOrigin) {
  /** The handlers keep their state in local storage, as in the browser: here, in memory. */
  const items = new Map();
  globalThis.localStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  // Partner logos and the demo's documents are links to the portal's own /demo/ files.
  globalThis.window ??= globalThis;
  globalThis.location = new URL(portalOrigin);
  // The device list names the browser a session signed in from (Node 20 has no navigator).
  globalThis.navigator ??= { userAgent: 'Chromium on Linux' };

  const vite = await createServer({
    mode: 'example',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers.ts');
  return { handlers, items, close: () => vite.close() };
}
