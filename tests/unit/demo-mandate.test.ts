import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mandateSetUp, setUpMandate } from '@/features/autopay/api/mandate-set-up';
import { writeToken } from '@/lib/auth-token';
import { setLocale } from '@/lib/i18n/locale';
import { getMandate } from '@/loan/api/mandate';
import { db } from '@/mocks/db';
import { positionOf } from '@/mocks/ledger';
import { GATEWAY_KEY, MANDATE_ACTIVE_AFTER_MS, mandateOf } from '@/mocks/mandate';
import type { DemoCustomer } from '@/mocks/schema';
import { seedCustomers } from '@/mocks/seed';
import { customers, demoToken } from '../support/demo';

const TODAY = '2026-11-25';
const seeded = (phone: string): DemoCustomer => {
  const customer = seedCustomers(TODAY).find((c) => c.phone_no === phone);
  if (!customer) throw new Error(`No seeded customer ${phone}`);
  return structuredClone(customer);
};

describe("the demo's interest autopay", () => {
  it("debits Priya's interest, as her ledger has it, by UPI Autopay from HDFC Bank on its due date", () => {
    const priya = seeded(customers.priya);
    const now = new Date(`${TODAY}T12:00:00+05:30`);
    expect(mandateOf(priya, now.getTime())).toEqual({
      status: 'ACTIVE',
      method: 'UPI_AUTOPAY',
      bank_name: 'HDFC Bank',
      account_last4: '4821',
      max_amount: 15000,
      next_debit: { date: '2026-11-30', amount: positionOf(priya, now).interest },
    });
  });

  it('offers Meera none set up yet, from her ICICI Bank account', () => {
    expect(mandateOf(seeded(customers.meera), Date.now())).toEqual({
      status: 'NONE',
      method: null,
      bank_name: 'ICICI Bank',
      account_last4: '7305',
      max_amount: null,
    });
  });

  it.each(['arjun', 'asha'] as const)('offers %s no autopay', (name) => {
    expect(mandateOf(seeded(customers[name]), Date.now())).toBeUndefined();
  });
});

/** What the demo's ledger says Meera owes now. */
function meeraOwes() {
  const meera = db.read().customers[customers.meera];
  if (!meera) throw new Error('No Meera');
  return positionOf(meera, new Date());
}

describe("Meera's autopay through the demo's gateway", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is none, then pending once authorised at the gateway, and active 30 s later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    writeToken(demoToken(customers.meera));
    expect(await getMandate()).toMatchObject({ status: 'NONE' });
    const page = new URL(await setUpMandate('UPI_AUTOPAY'));
    expect(page.origin).toBe(window.location.origin);
    expect(page.pathname).toBe('/demo/mandate-gateway.html');
    expect(page.searchParams.get('return')).toBe('/loan?autopay=returned');
    // Coming back without authorising leaves it as it was.
    expect(await getMandate()).toMatchObject({ status: 'NONE', method: undefined });
    const request = page.searchParams.get('request') ?? '';
    localStorage.setItem(GATEWAY_KEY, JSON.stringify({ [request]: Date.now() }));
    expect(await getMandate()).toMatchObject({ status: 'PENDING', method: 'UPI_AUTOPAY' });
    await expect(setUpMandate('ENACH')).rejects.toMatchObject({ status: 409 });
    vi.setSystemTime(Date.now() + MANDATE_ACTIVE_AFTER_MS - 1);
    expect(await getMandate()).toMatchObject({ status: 'PENDING' });
    vi.setSystemTime(Date.now() + 1);
    expect(await getMandate()).toMatchObject({
      status: 'ACTIVE',
      bank_name: 'ICICI Bank',
      max_amount: 15000,
      next_debit: { amount: meeraOwes().interest },
    });
  });

  it("is a page the demo's own configuration lets the portal open", async () => {
    // The demo on this machine, which browsers count as secure.
    vi.stubGlobal('isSecureContext', true);
    writeToken(demoToken(customers.meera));
    const client = new QueryClient();
    const page = await client.getMutationCache().build(client, mandateSetUp).execute('ENACH');
    expect(page.pathname).toBe('/demo/mandate-gateway.html');
  });

  it('refuses a method it does not know, in Hindi when asked', async () => {
    writeToken(demoToken(customers.meera));
    await setLocale('hi');
    await expect(setUpMandate('CHEQUE' as 'ENACH')).rejects.toMatchObject({
      status: 400,
      message: 'UPI ऑटोपे या eNACH चुनें।',
    });
    await setLocale('en');
  });

  it('offers no set-up where the lender offers no autopay', async () => {
    writeToken(demoToken(customers.arjun));
    expect(await getMandate()).toBeNull();
    await expect(setUpMandate('ENACH')).rejects.toMatchObject({ status: 404 });
  });
});
