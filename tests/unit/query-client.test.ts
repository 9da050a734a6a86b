import {
  MutationObserver,
  onlineManager,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ERROR } from '@/config/constants';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { ONLINE_SETTLE_MS } from '@/lib/online';
import { getLocale, setLocale } from '@/lib/i18n/locale';
import { SOURCE } from '@/lib/i18n/languages';
import { createQueryClient, onAnswerChange } from '@/lib/query/query-client';
import { serverWordsFollowLanguage, useServerWordsFollowLanguage } from '@/lib/query/server-words';

const toasts = () => vi.spyOn(notify, 'error').mockImplementation(() => undefined);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/**
 * A read as a screen makes it (useQuery): it follows the client's defaults. These tests need a
 * page: with no window, TanStack Query takes itself for a server and never retries anyway.
 */
function read(client: QueryClient, queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: ['read'], queryFn });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

function change(client: QueryClient, error: Error, meta?: { inlineError?: boolean }) {
  const mutationFn = vi.fn(() => Promise.reject(error));
  const done = new MutationObserver(client, { mutationFn, meta }).mutate();
  return { mutationFn, done };
}

describe('reads of server state', () => {
  it('fail at once, without retries, so the screen shows its Try again', async () => {
    const queryFn = vi.fn(() => Promise.reject(new ApiError(503)));
    const { observer, stop } = read(createQueryClient(), queryFn);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), {
      timeout: 500,
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('are fresh for a minute: going back to a page within it sends no request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('profile'));
    const again = () => client.fetchQuery({ queryKey: ['fresh'], queryFn });
    await again();
    vi.advanceTimersByTime(59_000);
    await again();
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await again();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('show a failure as a toast only when the query asks for it', async () => {
    const toast = toasts();
    const client = createQueryClient();
    const busy = new ApiError(500, 'The service is busy');
    const fail = () => Promise.reject(busy);
    await expect(client.fetchQuery({ queryKey: ['quiet'], queryFn: fail })).rejects.toBe(busy);
    expect(toast).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['loud'], queryFn: fail, meta: { toastError: true } })
      .catch(() => undefined);
    expect(toast).toHaveBeenCalledExactlyOnceWith('The service is busy');
  });
});

describe('a read whose answer tells about other reads', () => {
  it('runs its effect with the answers before and after when an answer changes, never at the first', async () => {
    const client = createQueryClient();
    const effect = vi.fn();
    let answer = { open: 2 };
    const query = {
      queryKey: ['requests'],
      queryFn: () => Promise.resolve(answer),
      meta: onAnswerChange(effect),
    };
    await client.fetchQuery(query);
    expect(effect).not.toHaveBeenCalled();
    // The same answer again: TanStack Query keeps the object it had, and nothing changed.
    answer = { open: 2 };
    await client.fetchQuery({ ...query, staleTime: 0 });
    expect(effect).not.toHaveBeenCalled();
    answer = { open: 1 };
    await client.fetchQuery({ ...query, staleTime: 0 });
    expect(effect).toHaveBeenCalledExactlyOnceWith(client, { open: 2 }, { open: 1 });
  });

  it('runs nothing for an answer the page wrote itself, nor for a read without an effect', async () => {
    const client = createQueryClient();
    const effect = vi.fn();
    const query = {
      queryKey: ['requests'],
      queryFn: () => Promise.resolve({ open: 2 }),
      meta: onAnswerChange(effect),
    };
    await client.fetchQuery(query);
    await client.fetchQuery({ ...query, staleTime: 0 });
    // Written by the page: no effect. The next read changes it back: one.
    client.setQueryData(['requests'], { open: 0 });
    await client.fetchQuery({ ...query, staleTime: 0 });
    await vi.waitFor(() => expect(effect).toHaveBeenCalled());
    expect(effect).toHaveBeenCalledExactlyOnceWith(client, { open: 0 }, { open: 2 });
    let answer = 1;
    const plain = { queryKey: ['plain'], queryFn: () => Promise.resolve(answer), staleTime: 0 };
    await client.fetchQuery(plain);
    answer = 2;
    await expect(client.fetchQuery(plain)).resolves.toBe(2);
  });
});

describe('changes on the server', () => {
  it('show a failure as a toast, sent once, with the server’s words or the fallback', async () => {
    const toast = toasts();
    const client = createQueryClient();
    const refused = change(client, new ApiError(409, 'Already verified'));
    await expect(refused.done).rejects.toThrow('Already verified');
    expect(refused.mutationFn).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenLastCalledWith('Already verified');
    await change(client, new ApiError(500)).done.catch(() => undefined);
    expect(toast).toHaveBeenLastCalledWith('Something went wrong');
    await change(client, new Error('Could not read the file')).done.catch(() => undefined);
    expect(toast).toHaveBeenLastCalledWith('Could not read the file');
  });

  it('raise no toast when the screen shows the failure itself', async () => {
    const toast = toasts();
    const { done } = change(createQueryClient(), new ApiError(400, 'Invalid OTP'), {
      inlineError: true,
    });
    await expect(done).rejects.toThrow('Invalid OTP');
    expect(toast).not.toHaveBeenCalled();
  });
});

/** A read that fails offline, then answers. */
const offlineThenTheLoan = () =>
  vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new ApiError(0, OFFLINE_ERROR))
    .mockResolvedValue('the loan');

describe('while the browser is offline', () => {
  it('a read or a change runs at once and fails with the offline message, rather than waiting paused', async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      const offline = () => Promise.reject(new ApiError(0, OFFLINE_ERROR));
      const queryFn = vi.fn(offline);
      const { observer, stop } = read(client, queryFn);
      const changeFn = vi.fn(offline);
      const change = new MutationObserver(client, {
        mutationFn: changeFn,
        meta: { inlineError: true },
      });
      change.mutate().catch(() => undefined);
      await vi.waitFor(
        () => {
          expect(observer.getCurrentResult().status).toBe('error');
          expect(change.getCurrentResult().status).toBe('error');
        },
        { timeout: 2_000 },
      );
      expect(observer.getCurrentResult().error?.message).toBe(OFFLINE_ERROR);
      expect(queryFn).toHaveBeenCalledTimes(1);
      expect(changeFn).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a read that failed while offline is read again once the connection is back', async () => {
    onlineManager.setOnline(false);
    const queryFn = offlineThenTheLoan();
    // Mounted, as the app's provider mounts it: it then hears the connection come and go.
    const client = createQueryClient();
    client.mount();
    const { observer, stop } = read(client, queryFn);
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    } finally {
      onlineManager.setOnline(true);
    }
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('the loan'));
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
    client.unmount();
  });

  it('reads again a moment after the browser says it is back online, not at its first word', async () => {
    const queryFn = offlineThenTheLoan();
    const client = createQueryClient();
    client.mount();
    window.dispatchEvent(new Event('offline'));
    const { observer, stop } = read(client, queryFn);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    vi.useFakeTimers();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(ONLINE_SETTLE_MS - 1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    // Gone again before the moment passed: nothing is read.
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(ONLINE_SETTLE_MS);
    expect(queryFn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(ONLINE_SETTLE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('the loan'));
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
    client.unmount();
  });
});

describe('a language switch', () => {
  afterEach(() => setLocale(SOURCE));

  /** A read on screen answering in the language it was asked in, as a server does. */
  function answering(client: QueryClient, key: string, meta?: { serverWords?: boolean }) {
    const queryFn = vi.fn(() => Promise.resolve(`${key} in ${getLocale()}`));
    const observer = new QueryObserver(client, { queryKey: [key], queryFn, meta });
    return { queryFn, observer, stop: observer.subscribe(() => undefined) };
  }

  it("reads again, in the new language, the reads that carry the server's words, and only those", async () => {
    const client = createQueryClient();
    const stopFollowing = serverWordsFollowLanguage(client);
    const words = answering(client, 'notifications', { serverWords: true });
    const figures = answering(client, 'loan');
    await vi.waitFor(() =>
      expect(words.observer.getCurrentResult().data).toBe('notifications in en'),
    );
    await vi.waitFor(() => expect(figures.observer.getCurrentResult().data).toBe('loan in en'));

    await setLocale('hi');
    await vi.waitFor(() =>
      expect(words.observer.getCurrentResult().data).toBe('notifications in hi'),
    );
    expect(figures.queryFn).toHaveBeenCalledTimes(1);

    // Choosing the language already on screen is no switch.
    await setLocale('hi');
    expect(words.queryFn).toHaveBeenCalledTimes(2);

    // A session that has ended follows nothing.
    stopFollowing();
    await setLocale('mr');
    expect(words.queryFn).toHaveBeenCalledTimes(2);
    words.stop();
    figures.stop();
  });

  it("follows while the session's scope lives, with the scope's own cache, and stops with it", async () => {
    const first = createQueryClient();
    const { rerender, unmount } = renderHook(({ client }) => useServerWordsFollowLanguage(client), {
      initialProps: { client: first },
    });
    const before = answering(first, 'notifications', { serverWords: true });
    await setLocale('hi');
    await vi.waitFor(() =>
      expect(before.observer.getCurrentResult().data).toBe('notifications in hi'),
    );

    // A new session's cache is the one that follows from then on.
    const second = createQueryClient();
    rerender({ client: second });
    const after = answering(second, 'notifications', { serverWords: true });
    await vi.waitFor(() => expect(after.queryFn).toHaveBeenCalledTimes(1));
    await setLocale('mr');
    await vi.waitFor(() =>
      expect(after.observer.getCurrentResult().data).toBe('notifications in mr'),
    );
    expect(before.queryFn).toHaveBeenCalledTimes(2);

    unmount();
    await setLocale(SOURCE);
    expect(after.queryFn).toHaveBeenCalledTimes(2);
    before.stop();
    after.stop();
  });
});
