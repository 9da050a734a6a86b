import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mandateSetUp, setUpMandate } from '@/features/autopay/api/mandate-set-up';
import { ApiError } from '@/lib/api-error';
import { writeToken } from '@/lib/auth-token';
import { getMandate } from '@/loan/api/mandate';
import { stubConfig } from '../setup/env';
import { server } from '../setup/msw-server';
import { API, customers, demoToken } from '../support/demo';

const MANDATE = `${API}/loan/mandate`;

const answer = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status });

/** Priya's mandate as a server sends it (docs/api-contract.md#key-facts). */
const mandate = {
  status: 'ACTIVE',
  method: 'UPI_AUTOPAY',
  bank_name: 'HDFC Bank',
  account_last4: '4821',
  max_amount: 15000,
  next_debit: { date: '2026-11-29', amount: 1617.81 },
};

describe('the interest autopay mandate as the server sends it', () => {
  it('reads its state and the next debit', async () => {
    server.use(http.get(MANDATE, () => answer({ data: mandate })));
    expect(await getMandate()).toEqual(mandate);
  });

  it('reads none set up, with no method, bank, account, most or next debit', async () => {
    const none = {
      status: 'NONE',
      method: null,
      bank_name: null,
      account_last4: null,
      max_amount: null,
      next_debit: null,
    };
    server.use(http.get(MANDATE, () => answer({ data: none })));
    expect(await getMandate()).toEqual({
      status: 'NONE',
      method: undefined,
      bank_name: '',
      account_last4: '',
      max_amount: undefined,
      next_debit: undefined,
    });
  });

  it('is none when the lender offers no autopay (404)', async () => {
    server.use(http.get(MANDATE, () => answer({ message: 'Not Found' }, 404)));
    expect(await getMandate()).toBeNull();
  });

  it.each([
    ['a state it does not know', { status: 'SUSPENDED' }],
    ['a method it does not know', { method: 'CHEQUE' }],
    ['a next debit on no day', { next_debit: { date: 'tomorrow', amount: 5 } }],
    ['a next debit without its amount', { next_debit: { date: '2026-11-29' } }],
    ['a whole account number', { account_last4: '50100012344821' }],
    ['an active mandate without its bank', { bank_name: null }],
    ['an active mandate without its account', { account_last4: '' }],
  ])('is a failed read with %s', async (_name, change) => {
    server.use(http.get(MANDATE, () => answer({ data: { ...mandate, ...change } })));
    await expect(getMandate()).rejects.toBeInstanceOf(ApiError);
  });
});

describe("'Set up autopay'", () => {
  /** The write as a screen runs it, through a query client. */
  const run = (method: 'UPI_AUTOPAY' | 'ENACH') => {
    const client = new QueryClient();
    return client.getMutationCache().build(client, mandateSetUp).execute(method);
  };

  it('asks the lender for its gateway page, with the method', async () => {
    writeToken(demoToken(customers.meera));
    let sent: unknown;
    server.use(
      http.post(MANDATE, async ({ request }) => {
        sent = await request.json();
        return answer({ data: { redirect_url: 'https://pay.example.in/m/1' } });
      }),
    );
    expect(await setUpMandate('ENACH')).toBe('https://pay.example.in/m/1');
    expect(sent).toEqual({ method: 'ENACH' });
  });

  it('opens a page on a configured gateway', async () => {
    stubConfig({ VITE_MANDATE_ORIGINS: 'https://pay.example.in' });
    server.use(
      http.post(MANDATE, () => answer({ data: { redirect_url: 'https://pay.example.in/m/1' } })),
    );
    expect((await run('UPI_AUTOPAY')).href).toBe('https://pay.example.in/m/1');
  });

  it.each([
    ['another origin', 'https://pay.evil.example/m/1'],
    ['plain http', 'http://pay.example.in/m/1'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses a page on %s, as a failure', async (_what, url) => {
    stubConfig({ VITE_MANDATE_ORIGINS: 'https://pay.example.in' });
    server.use(http.post(MANDATE, () => answer({ data: { redirect_url: url } })));
    await expect(run('UPI_AUTOPAY')).rejects.toThrow('not one the portal may open');
  });
});
