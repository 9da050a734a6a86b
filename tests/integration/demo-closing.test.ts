import { beforeEach, describe, expect, it, vi } from 'vitest';
import { owedOf } from '@/mocks/books';
import { openCollateralRequest } from '@/mocks/collateral';
import { db } from '@/mocks/db';
import { customers, DEMO_NOW } from '../support/demo';

// The demo lender refuses a withdrawal while a close is open, as a lender would
// (docs/demo-backend.md#collateral-requests): a line being closed lends no more.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEMO_NOW);
  db.reset();
});

const volt = async (action: string, amount: number) => {
  const response = await fetch(`${location.origin}/demo-api/volt/${action}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer volt-sso.${customers.arjun}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ amount }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
};

const openClose = () =>
  db.update((state) => {
    const arjun = state.customers[customers.arjun];
    if (arjun) openCollateralRequest(arjun, 'CLOSE', []);
  });

describe('a withdrawal while the line is being closed', () => {
  it('is refused, and nothing moves', async () => {
    openClose();
    expect(await volt('withdraw', 100_000)).toEqual({
      status: 409,
      body: { message: 'Your credit line is being closed. No withdrawals can be made now.' },
    });
    const arjun = db.read().customers[customers.arjun];
    expect(arjun && owedOf(arjun).total).toBe(0);
  });

  it('is made as before when no close is open', async () => {
    expect((await volt('withdraw', 100_000)).status).toBe(200);
  });

  it('is refused once the line is closed', async () => {
    openClose();
    vi.setSystemTime(DEMO_NOW.getTime() + 31_000);
    // The read settles the close.
    await fetch(`${location.origin}/demo-api/volt/credit-line`, {
      headers: { Authorization: `Bearer volt-sso.${customers.arjun}` },
    });
    const refused = await volt('withdraw', 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your credit line is closed.');
  });
});
