import { onTestFinished } from 'vitest';
import { server } from './msw-server';

export type RecordedCall = { method: string; body: unknown; headers: Headers };

/**
 * Records the calls whose path ends with `path` while the demo backend answers them, until the
 * test ends: a later test's calls are not this one's.
 */
export function recordCalls(path: string) {
  const calls: RecordedCall[] = [];
  const record = async ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith(path)) return;
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return calls;
}
