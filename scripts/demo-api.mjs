// The demo backend as a real HTTP server on loopback: the handlers of src/mocks (the same ones the
// browser demo, Vitest and Playwright use) answer over the network, with the CORS a separate API
// host needs. `npm run perf` measures the production build's signed-in pages against it, as a
// customer meets them: no in-browser backend to download and start first
// (docs/performance.md#signed-in-pages).
//   node scripts/demo-api.mjs PORT PORTAL_ORIGIN
// The build's VITE_API_BASE_URL, VITE_SDK_API_URL and VITE_PORTFOLIO_API_URL name this server
// (http://api.localhost:PORT); the same values in this process's environment tell the handlers
// which addresses they answer. It runs in a process of its own: it gives Node the browser's
// globals the handlers use (scripts/demo-handlers.mjs).
import { createServer as createHttpServer } from 'node:http';
import { getResponse } from 'msw';
import { loadDemoHandlers } from './demo-handlers.mjs';

const [port, portalOrigin] = process.argv.slice(2);
if (!port || !portalOrigin) {
  console.error('usage: node scripts/demo-api.mjs PORT PORTAL_ORIGIN');
  process.exit(2);
}

const { handlers } = await loadDemoHandlers(portalOrigin);

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
