import { describe, expect, it } from 'vitest';
import { getKeyFacts } from '@/loan/api/key-facts';
import { writeToken } from '@/lib/auth-token';
import { setLocale } from '@/lib/i18n/locale';
import { keyFactsOf } from '@/mocks/key-facts';
import type { DemoCustomer } from '@/mocks/schema';
import { seedCustomers } from '@/mocks/seed';
import { customers, demoToken } from '../support/demo';

const TODAY = '2026-11-25';
const seeded = (phone: string): DemoCustomer => {
  const customer = seedCustomers(TODAY).find((c) => c.phone_no === phone);
  if (!customer) throw new Error(`No seeded customer ${phone}`);
  return structuredClone(customer);
};

describe("the demo's key facts", () => {
  it('gives Priya a fixed 10.5% with a change to 10.75% announced for three days from now', () => {
    const facts = keyFactsOf(seeded(customers.priya), TODAY);
    expect(facts).toMatchObject({
      kfs_number: 'KFS-2025-000417',
      sanctioned_on: '2025-11-25',
      tenure_months: 36,
      interest_rate_percent: 10.5,
      rate_type: 'FIXED',
      cooling_off: { days: 3, ends_on: '2025-11-28' },
      recovery_agents: [],
      penal_charge: { amount: 500 },
    });
    expect(facts?.rate_history[0]).toEqual({
      effective_from: '2026-11-28',
      interest_rate_percent: 10.75,
      apr_percent: 11.2,
    });
    expect(
      facts?.charges.map((charge) => [charge.name, charge.amount ?? `${charge.percent}%`]),
    ).toEqual([
      ['Processing fee', '1%'],
      ['Pledge or release fee', 50],
      ['Bounce charge', 590],
      ['Annual renewal fee', 999],
    ]);
  });

  it('gives Meera a floating rate on the repo rate and a recovery agent assigned 2 days ago', () => {
    const facts = keyFactsOf(seeded(customers.meera), TODAY);
    expect(facts).toMatchObject({
      interest_rate_percent: 11.25,
      rate_type: 'FLOATING',
      benchmark: { name: 'repo rate', rate_percent: 6.5, spread_percent: 4.75 },
      recovery_agents: [
        {
          name: 'Shreya Kulkarni',
          agency: 'Vasuli Services',
          phone: '+91 20 4000 1234',
          assigned_on: '2026-11-23',
        },
      ],
    });
  });

  it('puts Arjun, sanctioned 2 days ago, inside a 3-day cooling-off', () => {
    const arjun = seeded(customers.arjun);
    expect(keyFactsOf(arjun, TODAY)?.cooling_off).toEqual({ days: 3, ends_on: '2026-11-26' });
  });
});

describe("the demo's key facts in Hindi", () => {
  it('answers the charges and their basis in Hindi when asked', async () => {
    writeToken(demoToken(customers.priya));
    await setLocale('hi');
    const facts = await getKeyFacts();
    expect(facts?.charges[1]).toMatchObject({
      name: 'गिरवी रखने या छुड़ाने का शुल्क',
      basis: 'हर अनुरोध पर',
    });
    expect(facts?.grievance_officer.name).toBe('Anil Kulkarni');
    await setLocale('en');
  });
});
