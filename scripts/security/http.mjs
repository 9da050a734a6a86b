// One HTTP call from Node with the Host header as given (fetch replaces it, and the demo backend
// answers by the host it is called on). The security re-check's only way to call a server.
import { request } from 'node:http';

/** Answers `{ status, headers, body }` (body a Buffer). */
export function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * A JSON call to the customer API at `api` (http://127.0.0.1:PORT) as if to `host`, with the
 * bearer `token`: answers `{ status, json }`.
 */
export async function callJson(api, host, method, path, body, token) {
  const answer = await call(`${api}/customer${path}`, {
    method,
    headers: {
      Host: host,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let json;
  try {
    json = JSON.parse(answer.body.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: answer.status, json };
}
