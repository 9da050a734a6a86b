import { mutationOptions, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { readToken, writeToken } from '@/lib/auth-token';
import { notify } from '@/lib/toast';
import { consentsQuery, putConsent } from '@/session/api/consents';
import { getProfile, profileQuery, type Profile } from '@/session/api/profile';
import { logout } from '@/session/logout';
import { loadable } from '@/lib/query/loadable';
import { currentProfile, useProfile, useSetApplicationStatus } from '@/session/profile';
import { createQueryClient } from '@/lib/query/query-client';
import { useServerAction } from '@/lib/query/server-action';
import { callsLanded } from '../setup/calls-in-flight';
import { server } from '../setup/msw-server';
import { watchFetch } from '../setup/watch-fetch';
import { customers, API } from '../support/demo';

const query = (state: Partial<UseQueryResult<string>>) => state as UseQueryResult<string>;

describe('what a screen shows for a query', () => {
  it('shows the data it has, also while it refreshes or after a quiet refresh failed', () => {
    expect(loadable(query({ data: 'x', isError: true, isFetching: true }))).toEqual({
      status: 'ready',
      data: 'x',
    });
  });

  it('shows a failure with Try again, which fetches again', () => {
    const refetch = vi.fn();
    const state = loadable(query({ isError: true, isFetching: false, refetch }));
    expect(state.status).toBe('error');
    if (state.status === 'error') state.retry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows progress while loading, and while its Try again runs', () => {
    expect(loadable(query({ isError: false, isFetching: true }))).toEqual({ status: 'loading' });
    expect(loadable(query({ isError: true, isFetching: true }))).toEqual({ status: 'loading' });
  });
});

describe('the profile as the server sends it', () => {
  function answer(data: unknown) {
    server.use(http.get(`${API}/auth/profile`, () => HttpResponse.json({ data })));
  }

  it('reads the customer’s PAN and status, and the id under either name', async () => {
    answer({
      _id: 42,
      first_name: 'Asha',
      last_name: null,
      email: 'asha@example.com',
      phone_no: Number(customers.asha),
      is_email_verified: true,
      customer: { pan: 'ABCDE1234F', application_status: 'EMAIL_VERIFIED' },
    });
    expect(await getProfile()).toEqual({
      id: '42',
      first_name: 'Asha',
      last_name: '',
      email: 'asha@example.com',
      phone_no: customers.asha,
      is_email_verified: true,
      is_phone_verified: false,
      pan: 'ABCDE1234F',
      application_status: 'EMAIL_VERIFIED',
    } satisfies Profile);
    answer({ id: 'c-1', _id: 'other', is_phone_verified: true });
    expect(await getProfile()).toMatchObject({
      id: 'c-1',
      is_email_verified: false,
      is_phone_verified: true,
    });
  });

  it('reads missing or malformed parts as unverified, with no PAN and no status', async () => {
    answer({ is_email_verified: 'yes', is_phone_verified: 1, customer: 'none' });
    expect(await getProfile()).toEqual({
      id: '',
      first_name: '',
      last_name: '',
      email: '',
      phone_no: '',
      is_email_verified: false,
      is_phone_verified: false,
      pan: '',
      application_status: null,
    });
    answer({ customer: { pan: null, application_status: null } });
    expect(await getProfile()).toMatchObject({ pan: '', application_status: null });
  });
});

describe('signing out', () => {
  it('ends the session here at once, then tells the server with the old token', async () => {
    const calls: Request[] = [];
    server.use(
      http.post(`${API}/auth/logout`, ({ request }) => {
        calls.push(request);
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const sent = watchFetch();
    writeToken('tok-9');
    logout();
    expect(readToken()).toBeUndefined();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-9');
    // Closing the tab right after does not cancel the call.
    expect(sent()).toEqual([{ url: `${API}/auth/logout`, keepalive: true }]);
  });

  it('stays signed out when the server call fails, and says so only in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.error()));
    writeToken('tok-9');
    logout();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'The logout call failed; this device is signed out.',
        expect.any(ApiError),
      ),
    );
    expect(readToken()).toBeUndefined();
  });

  it('calls nobody when no one is signed in', async () => {
    const called = vi.fn();
    server.use(http.post(`${API}/auth/logout`, called));
    logout();
    // Any call it made would have reached the server by now.
    expect(await callsLanded(1_000)).toBe(true);
    expect(called).not.toHaveBeenCalled();
  });
});

function withClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const profile: Profile = {
  id: 'c 1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone_no: customers.asha,
  is_email_verified: true,
  is_phone_verified: true,
  pan: 'ABCDE1234F',
  application_status: 'PAN_VERIFIED',
};

/**
 * A status change for the cached profile, started and shown at once (before the server answers);
 * `done` settles with the server's answer.
 */
async function startStatusChange(status: string) {
  const { client, wrapper } = withClient();
  client.setQueryData(profileQuery.queryKey, profile);
  const { result } = renderHook(useSetApplicationStatus, { wrapper });
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current(status);
  });
  await waitFor(() => expect(currentProfile(client)?.application_status).toBe(status));
  return { client, done };
}

describe('an application status change', () => {
  /** The server holds the change until `refuse`, which waits for it to arrive and says no. */
  function holdStatusChange() {
    let answer: ((response: Response) => void) | undefined;
    server.use(
      http.put(
        `${API}/auth/update-application-status/:id`,
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    return {
      refuse: async () => {
        await waitFor(() => expect(answer).toBeDefined());
        answer?.(HttpResponse.json({ message: 'No' }, { status: 409 }));
      },
    };
  }

  it('shows at once, and is sent for this customer', async () => {
    const sent: { url: string; body: unknown }[] = [];
    server.use(
      http.put(`${API}/auth/update-application-status/:id`, async ({ request }) => {
        sent.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ message: 'Application status updated' });
      }),
    );
    const { client, done } = await startStatusChange('EMAIL_VERIFIED');
    await act(() => done);
    expect(sent).toEqual([
      { url: `${API}/auth/update-application-status/c%201`, body: { status: 'EMAIL_VERIFIED' } },
    ]);
    expect(currentProfile(client)).toEqual({ ...profile, application_status: 'EMAIL_VERIFIED' });
  });

  it('shows on the screens while it is on its way, and the previous status once refused', async () => {
    const refusal = holdStatusChange();
    const { client, wrapper } = withClient();
    client.setQueryData(profileQuery.queryKey, profile);
    const { result } = renderHook(() => ({ shown: useProfile(), set: useSetApplicationStatus() }), {
      wrapper,
    });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.set('EMAIL_VERIFIED');
    });
    await waitFor(() =>
      expect(result.current.shown.data?.application_status).toBe('EMAIL_VERIFIED'),
    );
    await refusal.refuse();
    await act(() => expect(done).rejects.toThrow('No'));
    await waitFor(() => expect(result.current.shown.data?.application_status).toBe('PAN_VERIFIED'));
  });

  it('goes back to the previous status when the server refuses it', async () => {
    server.use(
      http.put(`${API}/auth/update-application-status/:id`, () =>
        HttpResponse.json({ message: 'Not allowed' }, { status: 409 }),
      ),
    );
    const { client, wrapper } = withClient();
    client.setQueryData(profileQuery.queryKey, profile);
    const { result } = renderHook(useSetApplicationStatus, { wrapper });
    await act(() => expect(result.current('EMAIL_VERIFIED')).rejects.toThrow('Not allowed'));
    expect(currentProfile(client)).toEqual(profile);
  });

  it('keeps a newer status that came while a refused change was on its way', async () => {
    const refusal = holdStatusChange();
    const { client, done } = await startStatusChange('EMAIL_VERIFIED');
    act(() => client.setQueryData(profileQuery.queryKey, { ...profile, application_status: 'X' }));
    // The server refuses once the change has reached it.
    await refusal.refuse();
    await act(() => expect(done).rejects.toThrow('No'));
    expect(currentProfile(client)?.application_status).toBe('X');
  });
});

describe('a change on the server behind the double-submit guard', () => {
  it('runs once at a time, never rejects and keeps the failure for the screen', async () => {
    let fail: () => void = () => undefined;
    const mutationFn = vi.fn(
      () =>
        new Promise<undefined>((_, reject) => {
          fail = () => reject(new ApiError(400, 'Invalid OTP'));
        }),
    );
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => useServerAction<undefined, string>({ mutationFn, meta: { inlineError: true } }),
      { wrapper },
    );
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run('123456');
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run('123456'));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await act(async () => {
      fail();
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error?.message).toBe('Invalid OTP');
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });
});

describe('what a screen does when its change succeeds', () => {
  it('is told of the answer and what was sent, only when the server said yes', async () => {
    const onStart = vi.fn();
    const onSuccess = vi.fn();
    const { wrapper } = withClient();
    const { result } = renderHook(
      () =>
        useServerAction(
          {
            mutationFn: (code: string) =>
              code === '123456'
                ? Promise.resolve('verified')
                : Promise.reject(new ApiError(400, 'Invalid OTP')),
            meta: { inlineError: true },
          },
          { onStart, onSuccess },
        ),
      { wrapper },
    );
    await act(() => result.current.run('000000'));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    await act(() => result.current.run('123456'));
    expect(onStart).toHaveBeenCalledTimes(2);
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('verified', '123456');
  });

  it('needs no screen of its own', async () => {
    const mutationFn = vi.fn(() => Promise.resolve('saved'));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useServerAction(mutationOptions({ mutationFn })), {
      wrapper,
    });
    await act(() => expect(result.current.run()).resolves.toBeUndefined());
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('a change whose screen shows its failure itself', () => {
  it('resolves with the answer, or rejects with the failure and raises no toast', async () => {
    const toast = vi.spyOn(notify, 'error');
    const { wrapper } = withClient();
    const { result } = renderHook(
      () =>
        useServerAction({
          mutationFn: (code: string) =>
            code === '123456'
              ? Promise.resolve('verified')
              : Promise.reject(new ApiError(400, 'Invalid OTP')),
          meta: { inlineError: true },
        }).attempt,
      { wrapper },
    );
    await act(() => expect(result.current('123456')).resolves.toBe('verified'));
    await act(() => expect(result.current('000000')).rejects.toThrow('Invalid OTP'));
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('the customer’s profile', () => {
  it('is read from the server for the screens', async () => {
    server.use(
      http.get(`${API}/auth/profile`, () =>
        HttpResponse.json({ data: { id: 'c-1', first_name: 'Asha' } }),
      ),
    );
    const { wrapper } = withClient();
    const { result } = renderHook(useProfile, { wrapper });
    await waitFor(() =>
      expect(result.current.data).toMatchObject({ id: 'c-1', first_name: 'Asha' }),
    );
  });
});

describe('consent to marketing', () => {
  it('is read, purpose by purpose, for /privacy', async () => {
    const consents = [
      { purpose: 'MARKETING', granted: true, updated_at: '2026-11-01T10:00:00Z' },
      { purpose: 'ESSENTIAL', granted: true },
    ];
    server.use(http.get(`${API}/privacy/consents`, () => HttpResponse.json({ data: consents })));
    expect(await createQueryClient().fetchQuery(consentsQuery)).toEqual(consents);
  });

  it.each([true, false])('is given or withdrawn on the server: granted %s', async (granted) => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    server.use(
      http.put(`${API}/privacy/consents/:purpose`, async ({ request }) => {
        sent.push({ method: request.method, url: request.url, body: await request.json() });
        return HttpResponse.json({ message: 'Saved' });
      }),
    );
    await putConsent('MARKETING', granted);
    expect(sent).toEqual([
      { method: 'PUT', url: `${API}/privacy/consents/MARKETING`, body: { granted } },
    ]);
  });
});
