import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, newToken } from '@/mocks/db';
import { customers, API, SDK, idOf, DEMO_NOW } from '../support/demo';
import { owedNow } from '../setup/demo-books';

// The demo backend tells the customer what happened (docs/demo-backend.md#notifications),
// through the same handlers as the demo. Its dates count from 24 Nov 2026, noon in India.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
});

async function call(phone: string, method: string, url: string, body?: unknown) {
  const response = await fetch(url.startsWith('/') ? `${API}${url}` : url, {
    method,
    headers: {
      Authorization: `Bearer ${newToken(phone)}`,
      Signature: 'demo-signature',
      'X-SDK-Key': 'demo-sdk-key',
      'X-SDK-Secret': 'demo-sdk-secret',
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Sent = { id: string; type: string; title: string; message: string; link?: string };
const listOf = async (phone: string) =>
  (await call(phone, 'GET', '/notifications')).body.data as Sent[];
const titles = async (phone: string) => (await listOf(phone)).map((n) => n.title);

describe('the demo backend writes notifications when things happen', () => {
  it('tells a new customer welcome, and each eligibility outcome', async () => {
    const phone = '9123456780';
    await call(phone, 'POST', '/auth/verify-otp', { phone_no: phone, phone_otp: '123456' });
    // Sent twice (a retried form): welcomed once.
    for (let i = 0; i < 2; i += 1) {
      await call(phone, 'POST', '/auth/add-details', {
        first_name: 'Kiran',
        last_name: 'Das',
        email: 'kiran@example.com',
        pan: 'KLMPD1234K',
      });
    }
    expect(await titles(phone)).toEqual(['Welcome aboard']);

    await call(customers.asha, 'PUT', `/auth/update-application-status/${idOf('asha')}`, {
      status: 'PORTFOLIO_NOT_FOUND',
    });
    await call(customers.asha, 'PUT', `/auth/update-application-status/${idOf('asha')}`, {
      status: 'OFFER_NOT_FOUND',
    });
    await call(customers.asha, 'POST', `${SDK}/loan-sdk/get-offers`, {
      phone: `+91${customers.asha}`,
    });
    const asha = await listOf(customers.asha);
    expect(asha.slice(0, 3)).toMatchObject([
      { type: 'success', title: 'You have an offer', link: '/verify-email' },
      { type: 'info', title: 'No offer this time' },
      { type: 'warning', title: 'Portfolio not found' },
    ]);
  });

  it('tells a verified email once', async () => {
    for (let i = 0; i < 2; i += 1) {
      await call(customers.asha, 'POST', '/email/verify-otp', {
        email: 'asha.verma@example.com',
        otp: '123456',
      });
    }
    expect((await titles(customers.asha)).filter((t) => t === 'Email verified')).toHaveLength(1);
  });

  it('tells each withdrawal and repayment through the demo Volt widget, linked to Transactions', async () => {
    const volt = (action: string, amount: number) =>
      fetch(`${location.origin}/demo-api/volt/${action}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer volt-sso.${customers.priya}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ amount }),
      });
    await volt('withdraw', 12_000);
    await volt('repay', 3_000);
    const [repaid, withdrawn] = await listOf(customers.priya);
    expect(withdrawn).toMatchObject({
      type: 'success',
      title: 'Withdrawal credited',
      message: '₹12,000 was sent to your HDFC Bank account ending 4321.',
      link: '/loan?tab=transactions',
    });
    expect(repaid).toMatchObject({
      title: 'Repayment received',
      message: 'We received your repayment of ₹3,000. Thank you.',
      link: '/loan?tab=transactions',
    });
  });

  it('tells interest due within 7 days and a shortfall once, even after they are deleted', async () => {
    db.update((state) => {
      for (const phone of [customers.priya, customers.meera]) {
        const customer = state.customers[phone];
        if (customer) Object.assign(customer, { notifications: [], told: [] });
      }
    });
    const [interest] = await listOf(customers.priya);
    expect(interest).toMatchObject({
      type: 'warning',
      title: 'Interest due soon',
      message: 'Interest of ₹2,884.03 is due on 29 Nov 2026. Pay on time to avoid penal charges.',
    });
    const [shortfall] = await listOf(customers.meera);
    expect(shortfall).toMatchObject({
      type: 'error',
      title: 'Margin shortfall',
      message: `Your loan is ${owedNow('meera').shown.shortfall} above your drawing power. Repay or pledge more by 29 Nov 2026, or the lender may sell pledged units.`,
    });
    await call(customers.meera, 'DELETE', `/notifications/${shortfall?.id}`);
    expect(await listOf(customers.meera)).toEqual([]);
  });

  it('keeps marks and deletes, and answers 404 for a notification it does not have', async () => {
    const [first] = await listOf(customers.priya);
    expect(
      (await call(customers.priya, 'PATCH', `/notifications/${first?.id}`, { read: true })).status,
    ).toBe(200);
    expect(
      (await call(customers.priya, 'PATCH', '/notifications/none', { read: true })).status,
    ).toBe(404);
    expect((await call(customers.priya, 'DELETE', '/notifications/none')).status).toBe(404);
    expect((await call(customers.priya, 'GET', '/notifications')).status).toBe(200);
    expect((await listOf(customers.priya))[0]).toMatchObject({ id: first?.id, read: true });
  });
});
