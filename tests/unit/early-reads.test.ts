import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api';
import { API_TIMEOUT_MS } from '@/config/constants';
import { readToken, writeToken } from '@/lib/auth-token';
import { sendEarlyReads } from '@/lib/early-reads';
import { setLocale } from '@/lib/i18n/locale';
import { server } from '../setup/msw-server';
import { API, customers, demoToken } from '../support/demo';

const PATH = '/loan/details';
const answer = z.object({ data: z.object({ credit_status: z.string() }) });
const read = () => request(answer, { url: PATH });

/** Answers the loan's read with `replies` in turn (the last one again); returns what came. */
function answerWith(...replies: (() => Response | Promise<Response>)[]) {
  const seen: Request[] = [];
  server.use(
    http.get(`${API}${PATH}`, ({ request: req }) => {
      seen.push(req.clone());
      const reply = replies[Math.min(seen.length, replies.length) - 1];
      return reply ? reply() : HttpResponse.error();
    }),
  );
  return seen;
}
const active = () => HttpResponse.json({ data: { credit_status: 'ACTIVE' } });

describe('the early reads of a signed-in visit', () => {
  it('send what the api client sends, and nothing more: the same headers, no cookies', async () => {
    writeToken(demoToken(customers.priya));
    await setLocale('hi');
    try {
      const seen = answerWith(active);
      const fetched = vi.spyOn(globalThis, 'fetch');
      sendEarlyReads([PATH]);
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      // The api client's own call of the same read (the early answer was taken by nobody).
      await request(answer, { url: PATH, params: { again: 1 } });
      // axios names itself in a User-Agent, which a browser replaces with its own (seen in
      // Chromium): here, in Node, the two differ there only.
      const [early, client] = seen.map((req) => {
        const { 'user-agent': _agent, ...headers } = Object.fromEntries(req.headers);
        return headers;
      });
      expect(early).toEqual(client);
      expect(early).toMatchObject({
        authorization: `Bearer ${demoToken(customers.priya)}`,
        signature: 'demo-signature',
        'accept-language': 'hi-IN',
        accept: 'application/json',
      });
      expect(fetched.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
    } finally {
      await setLocale('en');
    }
  });

  it('hand their answer to the first call of the same read, parsed by its schema: no second call', async () => {
    writeToken(demoToken(customers.priya));
    const seen = answerWith(active);
    sendEarlyReads([PATH]);
    await expect(read()).resolves.toEqual({ data: { credit_status: 'ACTIVE' } });
    expect(seen).toHaveLength(1);
    // Taken once: the next read asks the server.
    await read();
    expect(seen).toHaveLength(2);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'Down' }, { status: 500 })],
    ['a garbled body', () => new HttpResponse('{"data": {', { status: 200 })],
    ['a body of the wrong shape', () => HttpResponse.json({ data: { credit_status: 7 } })],
    ['a network failure', () => HttpResponse.error()],
  ])('leave the read to the api client after %s', async (_name, reply) => {
    writeToken(demoToken(customers.priya));
    const seen = answerWith(reply, active);
    sendEarlyReads([PATH]);
    await expect(read()).resolves.toEqual({ data: { credit_status: 'ACTIVE' } });
    expect(seen).toHaveLength(2);
  });

  it('leave a failure to the api client, which fails as any call does', async () => {
    writeToken(demoToken(customers.priya));
    answerWith(() => HttpResponse.json({ message: 'Service down' }, { status: 500 }));
    sendEarlyReads([PATH]);
    await expect(read()).rejects.toMatchObject({ status: 500, message: 'Service down' });
  });

  it('end the session on an unauthorized answer, through the api client', async () => {
    writeToken(demoToken(customers.priya));
    answerWith(() => HttpResponse.json({ message: 'Expired' }, { status: 401 }));
    sendEarlyReads([PATH]);
    await expect(read()).rejects.toMatchObject({ status: 401 });
    expect(readToken()).toBeUndefined();
  });

  it('are not handed to another session, nor read in another language', async () => {
    writeToken(demoToken(customers.priya));
    const seen = answerWith(active);
    sendEarlyReads([PATH]);
    writeToken(demoToken(customers.priya, 'another-sign-in'));
    await read();
    expect(seen).toHaveLength(2);
    expect(seen[1]?.headers.get('authorization')).toBe(
      `Bearer ${demoToken(customers.priya, 'another-sign-in')}`,
    );
    sendEarlyReads([PATH]);
    await setLocale('hi');
    try {
      await read();
      expect(seen).toHaveLength(4);
      expect(seen[3]?.headers.get('accept-language')).toBe('hi-IN');
    } finally {
      await setLocale('en');
    }
  });

  it('are not sent without a session', async () => {
    const seen = answerWith(active);
    sendEarlyReads([PATH]);
    await read();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('give up as a call does, 10 s after they were sent, with no second call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    writeToken(demoToken(customers.priya));
    const seen = answerWith(() => new Promise<Response>(() => undefined));
    sendEarlyReads([PATH]);
    const failed = read().catch((error: unknown) => error);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await expect(failed).resolves.toMatchObject({ status: 0, message: 'Something went wrong' });
    expect(seen).toHaveLength(1);
  });
});
