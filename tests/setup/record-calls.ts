import { server } from './msw-server';

export type RecordedCall = { method: string; body: unknown; headers: Headers };

/** Records the calls whose path ends with `path` while the demo backend answers them. */
export function recordCalls(path: string) {
  const calls: RecordedCall[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!new URL(request.url).pathname.endsWith(path)) return;
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
  });
  return calls;
}
