import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  collateralRequestSchema,
  collateralRequestsQuery,
  isOpen,
  type CollateralRequest,
} from '@/loan/api/collateral-requests';
import type { LoanDetails } from '@/loan/api/loan-details';
import { loanKeys } from '@/loan/api/loan-keys';
import { createQueryClient } from '@/lib/query/query-client';
import { lineCloseOf, useDrawableLine, useLineClose } from '@/loan/line-close';
import { server } from '../setup/msw-server';
import { API } from '../support/demo';

/** A request as the server sends it, read through the portal's own schema. */
const requestOf = (fields: Record<string, unknown>): CollateralRequest =>
  collateralRequestSchema.parse({
    id: 'req-1',
    kind: 'RELEASE',
    status: 'RECEIVED',
    created_at: '2026-11-20T10:00:00+05:30',
    due_at: '',
    completed_at: '',
    failure_reason: '',
    ...fields,
  });

describe('a request is open while the lender has yet to finish it', () => {
  it.each([
    ['RECEIVED', true],
    ['IN_PROGRESS', true],
    ['COMPLETED', false],
    ['REJECTED', false],
  ] as const)('%s: open %s', (status, open) => {
    expect(isOpen(requestOf({ status }))).toBe(open);
  });

  it('takes a status it does not know for one just received: open', () => {
    expect(isOpen(requestOf({ status: 'QUEUED_FOR_LENDER' }))).toBe(true);
  });
});

describe('the line’s close, as its requests tell it (docs/product.md#a-line-being-closed)', () => {
  it('is nothing without requests, or when the server has none to give', () => {
    for (const requests of [undefined, null, []]) {
      expect(lineCloseOf(requests)).toEqual({ closing: false, closedOn: undefined });
    }
  });

  it('is under way while a close is open, with the lender’s due date when sent', () => {
    const close = requestOf({ id: 'close-1', kind: 'CLOSE', due_at: '2026-11-30' });
    expect(lineCloseOf([requestOf({}), close])).toEqual({
      closing: true,
      closingDue: '2026-11-30',
    });
    expect(lineCloseOf([requestOf({ kind: 'CLOSE', status: 'IN_PROGRESS' })])).toEqual({
      closing: true,
      closingDue: undefined,
    });
  });

  it('is done on the day a close completed; a refused close, or a completed release, is none', () => {
    const closed = requestOf({
      kind: 'CLOSE',
      status: 'COMPLETED',
      completed_at: '2026-11-25T16:00:00+05:30',
    });
    expect(lineCloseOf([requestOf({ kind: 'CLOSE', status: 'REJECTED' }), closed])).toEqual({
      closing: false,
      closedOn: '2026-11-25T16:00:00+05:30',
    });
    expect(
      lineCloseOf([
        requestOf({ kind: 'CLOSE', status: 'REJECTED' }),
        requestOf({ status: 'COMPLETED', completed_at: '2026-11-21T10:00:00+05:30' }),
      ]),
    ).toEqual({ closing: false, closedOn: undefined });
  });

  it('is not under way for an open release or pledge', () => {
    expect(
      lineCloseOf([requestOf({}), requestOf({ kind: 'PLEDGE', status: 'IN_PROGRESS' })]),
    ).toEqual({ closing: false, closedOn: undefined });
  });
});

/** A client whose cached reads stand until a test changes them: no read of its own, no retries. */
function clientWith(
  loan: Partial<LoanDetails> | undefined,
  requests: CollateralRequest[] | undefined,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
  });
  if (loan) client.setQueryData(loanKeys.details(), { credit_status: 'ACTIVE', ...loan });
  if (requests) client.setQueryData(loanKeys.collateralRequests(), requests);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { client, wrapper };
}

/** A read that is on its way until the test lets it land. */
function readOnItsWay<T>(client: QueryClient, queryKey: readonly string[]) {
  let land: (value: T) => void = () => undefined;
  void client.prefetchQuery({
    queryKey,
    queryFn: () => new Promise<T>((resolve) => (land = resolve)),
    staleTime: 0,
  });
  return (value: T) => act(() => land(value));
}

const openClose = () => requestOf({ kind: 'CLOSE', due_at: '2026-11-30' });

describe('the line’s close, as the pages read it', () => {
  it('is read from the requests in the cache', () => {
    const { wrapper } = clientWith(undefined, [requestOf({}), openClose()]);
    const { result } = renderHook(useLineClose, { wrapper });
    expect(result.current).toEqual({ closing: true, closingDue: '2026-11-30' });
  });
});

describe('whether the customer may draw on the line now', () => {
  it.each([
    ['an active line, no close under way', 'ACTIVE', [requestOf({})], true],
    ['an active line being closed', 'ACTIVE', [openClose()], false],
    ['a suspended line', 'SUSPENDED', [], false],
  ] as const)('%s: %s', (_, status, requests, drawable) => {
    const { wrapper } = clientWith({ credit_status: status }, [...requests]);
    expect(renderHook(useDrawableLine, { wrapper }).result.current).toBe(drawable);
  });

  it('is not known while the loan is first being read, then is', async () => {
    const { client, wrapper } = clientWith(undefined, []);
    const land = readOnItsWay(client, loanKeys.details());
    const { result } = renderHook(useDrawableLine, { wrapper });
    expect(result.current).toBeUndefined();
    await land({ credit_status: 'ACTIVE' });
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is not known while the requests are first being read, then is', async () => {
    const { client, wrapper } = clientWith({}, undefined);
    const land = readOnItsWay(client, loanKeys.collateralRequests());
    const { result } = renderHook(useDrawableLine, { wrapper });
    expect(result.current).toBeUndefined();
    await land([openClose()]);
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('stays known while the requests are read again', async () => {
    const { client, wrapper } = clientWith({}, []);
    const land = readOnItsWay(client, loanKeys.collateralRequests());
    const { result } = renderHook(useDrawableLine, { wrapper });
    expect(result.current).toBe(true);
    await land([openClose()]);
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('counts a failed read of the requests as no close', async () => {
    const { client, wrapper } = clientWith({}, undefined);
    await client
      .fetchQuery({
        queryKey: loanKeys.collateralRequests(),
        queryFn: () => Promise.reject(new Error('503')),
      })
      .catch(() => undefined);
    expect(renderHook(useDrawableLine, { wrapper }).result.current).toBe(true);
  });

  it('is known, as not drawable, while a first read waits for the connection', () => {
    const { client, wrapper } = clientWith(undefined, []);
    onlineManager.setOnline(false);
    try {
      const { result, unmount } = renderHook(useDrawableLine, { wrapper });
      expect(client.getQueryState(loanKeys.details())?.fetchStatus).toBe('paused');
      expect(result.current).toBe(false);
      unmount();
    } finally {
      // The paused read must not go out once the connection is back.
      void client.cancelQueries();
      client.clear();
      onlineManager.setOnline(true);
    }
  });
});

describe('the customer’s requests, read again while one is open', () => {
  const requestsKey = loanKeys.collateralRequests();

  function answer(requests: Record<string, unknown>[]) {
    const data = requests.map((fields) => ({
      id: 'req-1',
      kind: 'RELEASE',
      status: 'RECEIVED',
      created_at: '2026-11-20T10:00:00+05:30',
      ...fields,
    }));
    server.use(http.get(`${API}/loan/collateral-requests`, () => HttpResponse.json({ data })));
  }

  /** Reads the requests once, `before` in the cache; whether the loan is then to be read again. */
  async function loanReadAgain(before: CollateralRequest[] | undefined) {
    const client = createQueryClient();
    client.setQueryData(loanKeys.details(), { credit_status: 'ACTIVE' });
    if (before) client.setQueryData(loanKeys.collateralRequests(), before);
    await client.fetchQuery({ ...collateralRequestsQuery, staleTime: 0 });
    return client.getQueryState(loanKeys.details())?.isInvalidated;
  }

  it('reads the loan again when a request completes, so what changed shows', async () => {
    answer([{ status: 'COMPLETED' }]);
    expect(await loanReadAgain([requestOf({ status: 'IN_PROGRESS' })])).toBe(true);
  });

  it('leaves the loan as it is on the first read, and while as many are open as before', async () => {
    answer([{ status: 'IN_PROGRESS' }]);
    expect(await loanReadAgain(undefined)).toBe(false);
    expect(await loanReadAgain([requestOf({})])).toBe(false);
    answer([{ status: 'IN_PROGRESS' }, { id: 'req-2' }]);
    expect(await loanReadAgain([requestOf({})])).toBe(false);
  });

  it('asks again every 10 s while one is open, and not otherwise', () => {
    const { client } = clientWith(undefined, undefined);
    const every = (requests: CollateralRequest[] | null) => {
      client.setQueryData(requestsKey, requests);
      const query = client.getQueryCache().find({ queryKey: requestsKey });
      const interval = collateralRequestsQuery.refetchInterval;
      return typeof interval === 'function' ? interval(query as never) : interval;
    };
    expect(every([requestOf({ status: 'COMPLETED' }), requestOf({ status: 'IN_PROGRESS' })])).toBe(
      10_000,
    );
    expect(every([requestOf({ status: 'COMPLETED' }), requestOf({ status: 'REJECTED' })])).toBe(
      false,
    );
    // A server without the call (404): nothing to wait for.
    expect(every(null)).toBe(false);
  });
});
