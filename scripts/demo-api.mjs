// The demo backend as a real HTTP server on loopback: the handlers of src/mocks (the same ones the
// browser demo, Vitest and Playwright use) answer over the network, with the CORS a separate API
// host needs. `npm run perf` measures the production build's signed-in pages against it, as a
// customer meets them: no in-browser backend to download and start first
// (docs/performance.md#signed-in-pages).
//   node scripts/demo-api.mjs PORT PORTAL_ORIGIN
// The build's VITE_API_BASE_URL, VITE_SDK_API_URL and VITE_PORTFOLIO_API_URL name this server
// (http://api.localhost:PORT); the same values in this process's environment tell the handlers
// which addresses they answer. It runs in a process of its own: it gives Node the browser's
// globals the handlers use.
import { createServer as createHttpServer } from 'node:http';
import { getResponse } from 'msw';
import { createServer } from 'vite';

const [port, portalOrigin] = process.argv.slice(2);
if (!port || !portalOrigin) {
  console.error('usage: node scripts/demo-api.mjs PORT PORTAL_ORIGIN');
  process.exit(2);
}

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

/** A Fetch request from Node's, as the handlers read it. */
async function requestOf(incoming) {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  const bodyless = incoming.method === 'GET' || incoming.method === 'HEAD';
  return new Request(new URL(incoming.url, `http://${incoming.headers.host}`), {
    method: incoming.method,
    headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
    body: bodyless ? undefined : Buffer.concat(chunks),
  });
}

createHttpServer(async (incoming, outgoing) => {
  const cors = {
    'Access-Control-Allow-Origin': incoming.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    // Whatever the portal sends: its signature, the SDK's key and secret, the language.
    'Access-Control-Allow-Headers': incoming.headers['access-control-request-headers'] ?? '',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, cors).end();
    return;
  }
  // The handlers name the demo's files (a partner's logo) on the page's own origin, as in the
  // browser, where the page is a partner's host or an own host.
  if (incoming.headers.origin) globalThis.location = new URL(incoming.headers.origin);
  const response = await getResponse(handlers, await requestOf(incoming)).then(
    (answer) => answer ?? new Response(null, { status: 404 }),
    (error) => {
      console.error(error);
      return new Response(null, { status: 500 });
    },
  );
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(port), '127.0.0.1', () => console.log(`demo API on http://api.localhost:${port}`));
