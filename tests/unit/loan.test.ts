import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { getLoanDetails } from '@/loan/api/loan-details';
import {
  loanKeys,
  notificationsKey,
  refreshAfterMoneyMoved,
  refreshLoan,
} from '@/loan/api/loan-keys';
import { server } from '../setup/msw-server';
import { API } from '../support/demo';

const DETAILS = `${API}/loan/details`;

describe('the customer’s loan as the server sends it', () => {
  it('is none when the server says so, with no data or (as some do) a 404', async () => {
    server.use(http.get(DETAILS, () => HttpResponse.json({ data: null })));
    expect(await getLoanDetails()).toBeNull();
    server.use(http.get(DETAILS, () => HttpResponse.json({ message: 'No loan' }, { status: 404 })));
    expect(await getLoanDetails()).toBeNull();
  });

  it('fails on any other failure', async () => {
    server.use(http.get(DETAILS, () => HttpResponse.json({}, { status: 500 })));
    await expect(getLoanDetails()).rejects.toMatchObject({ status: 500 });
  });

  it('reads each holding’s fund type as one of the four the customer API names, or none', async () => {
    const fundTypes = ['EQUITY', 'DEBT', 'HYBRID', 'GOLD', 'equity', '', null, 42, undefined];
    server.use(
      http.get(DETAILS, () =>
        HttpResponse.json({
          data: {
            credit_status: 'ACTIVE',
            pledged_portfolio_items: fundTypes.map((fund_type, i) => ({
              scheme_name: `Fund ${i}`,
              fund_type,
            })),
          },
        }),
      ),
    );
    const loan = await getLoanDetails();
    expect(loan?.credit_status).toBe('ACTIVE');
    expect(loan?.pledged_portfolio_items.map((item) => item.fund_type)).toEqual([
      'EQUITY',
      'DEBT',
      'HYBRID',
      'OTHER',
      'OTHER',
      '',
      '',
      '',
      '',
    ]);
  });
});

/** A query of `key` on screen (observed), answering `answer` each time it is read. */
function onScreen(client: QueryClient, key: QueryKey) {
  const queryFn = vi.fn(() => Promise.resolve(key.join('/')));
  const observer = new QueryObserver(client, { queryKey: key, queryFn });
  onTestFinished(observer.subscribe(() => undefined));
  return queryFn;
}

/** Reads every key once, so each holds data; returns how often each was read from now on. */
async function readAll(client: QueryClient, keys: QueryKey[]) {
  const reads = keys.map((key) => onScreen(client, key));
  await vi.waitFor(() => reads.forEach((read) => expect(read).toHaveBeenCalledTimes(1)));
  reads.forEach((read) => read.mockClear());
  return reads;
}

const stale = (client: QueryClient, key: QueryKey) =>
  client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;

describe('after money moved (the credit line’s loan changed)', () => {
  it('reads the notifications again now, and the loan’s other parts when they next show', async () => {
    const client = createQueryClient();
    const keys = [loanKeys.details(), loanKeys.transactions(), notificationsKey, ['profile']];
    const [details, transactions, notifications, profile] = await readAll(client, keys);
    refreshAfterMoneyMoved(client);
    await vi.waitFor(() => expect(notifications).toHaveBeenCalledTimes(1));
    // The details have just been read (that is how the change was seen).
    expect(details).not.toHaveBeenCalled();
    expect(transactions).not.toHaveBeenCalled();
    expect(stale(client, loanKeys.transactions())).toBe(true);
    expect(stale(client, loanKeys.details())).toBe(true);
    expect(profile).not.toHaveBeenCalled();
    expect(stale(client, ['profile'])).toBe(false);
  });
});

describe('after the loan changed on the server (a collateral request made or completed)', () => {
  const keys = [
    loanKeys.details(),
    loanKeys.holdings(),
    loanKeys.collateralRequests(),
    loanKeys.drawingPowerHistory(30),
    notificationsKey,
  ];

  it('reads all of the loan again', async () => {
    const client = createQueryClient();
    const [details, holdings, requests, history, notifications] = await readAll(client, keys);
    refreshLoan(client);
    await vi.waitFor(() =>
      [details, holdings, requests, history].forEach((read) =>
        expect(read).toHaveBeenCalledTimes(1),
      ),
    );
    expect(notifications).not.toHaveBeenCalled();
  });

  it('but for the query that noticed, which is being read now', async () => {
    const client = createQueryClient();
    const [details, holdings, requests, history] = await readAll(client, keys);
    refreshLoan(client, loanKeys.collateralRequests());
    await vi.waitFor(() =>
      [details, holdings, history].forEach((read) => expect(read).toHaveBeenCalledTimes(1)),
    );
    expect(requests).not.toHaveBeenCalled();
    expect(stale(client, loanKeys.collateralRequests())).toBe(false);
  });
});
