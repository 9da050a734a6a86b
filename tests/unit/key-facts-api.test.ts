import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getKeyFacts } from '@/loan/api/key-facts';
import { ApiError } from '@/lib/api-error';
import { server } from '../setup/msw-server';
import { API } from '../support/demo';

const KEY_FACTS = `${API}/loan/key-facts`;

/** Priya's key facts as a server sends them (docs/api-contract.md#key-facts). */
const facts = (change: Record<string, unknown> = {}) => ({
  kfs_number: 'KFS-2025-000417',
  lender_name: 'Kestrel Finance Limited',
  sanctioned_limit: 500000,
  sanctioned_on: '2025-11-24',
  tenure_months: 36,
  renewal_due_on: '2027-03-14',
  interest_rate_percent: 10.5,
  rate_type: 'FIXED',
  apr_percent: 11.32,
  charges: [
    {
      code: 'PROCESSING_FEE',
      name: 'Processing fee',
      percent: 1,
      min_amount: 999,
      max_amount: 4999,
      basis: 'of the limit, once',
      plus_gst: true,
    },
    { code: 'BOUNCE', name: 'Bounce charge', amount: '590', basis: 'per bounced debit' },
  ],
  penal_charge: { amount: 500, basis: 'per month' },
  cooling_off: { days: 3, ends_on: '2025-11-27' },
  recovery_agents: [],
  grievance_officer: { name: 'Anil Kulkarni', email: 'a@k.example', phone: '+91 22 4000 1100' },
  rate_history: [{ effective_from: '2025-11-24', interest_rate_percent: 10.5, apr_percent: 11.32 }],
  ...change,
});

const answer = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status });

describe('the key facts as the server sends them', () => {
  it('reads every fact, amounts sent as text too', async () => {
    server.use(http.get(KEY_FACTS, () => answer({ data: facts() })));
    const read = await getKeyFacts();
    expect(read).toMatchObject({
      kfs_number: 'KFS-2025-000417',
      rate_type: 'FIXED',
      charges: [
        { code: 'PROCESSING_FEE', percent: 1, min_amount: 999, max_amount: 4999, plus_gst: true },
        { code: 'BOUNCE', amount: 590 },
      ],
    });
    // Sent without it, a charge names no GST.
    expect(read?.charges[1]?.plus_gst).toBeFalsy();
  });

  it('leaves out a charge with neither an amount nor a percent, and says so in the log', async () => {
    const warn = vi.mocked(console.warn);
    const charges = [
      { code: 'STAMP', name: 'Stamp duty', basis: 'as the state levies it', plus_gst: false },
      { code: 'BOUNCE', name: 'Bounce charge', amount: 590, basis: 'per bounced debit' },
    ];
    server.use(http.get(KEY_FACTS, () => answer({ data: facts({ charges }) })));
    const read = await getKeyFacts();
    expect(read?.charges.map((charge) => charge.code)).toEqual(['BOUNCE']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('STAMP'));
  });

  it('is none when the lender has not sent them (404)', async () => {
    server.use(http.get(KEY_FACTS, () => answer({ message: 'Not Found' }, 404)));
    expect(await getKeyFacts()).toBeNull();
  });

  it.each([
    ['no APR', { apr_percent: undefined }],
    ['a rate type it does not know', { rate_type: 'TEASER' }],
    ['a cooling-off end that is not a day', { cooling_off: { days: 3, ends_on: 'soon' } }],
    ['no grievance officer', { grievance_officer: undefined }],
    ['a floating rate without its benchmark', { rate_type: 'FLOATING' }],
    ['a renewal date that is not a day', { renewal_due_on: 'next March' }],
    [
      'an agent assigned on no day',
      {
        recovery_agents: [
          { name: 'S K', agency: 'Vasuli Services', phone: '+91 20 4000 1234', assigned_on: '-' },
        ],
      },
    ],
    ['a charge without its name', { charges: [{ code: 'X', amount: 5, basis: 'once' }] }],
    [
      'a rate change on no day',
      { rate_history: [{ effective_from: '', interest_rate_percent: 1 }] },
    ],
  ])('is a failed read with %s', async (_name, change) => {
    server.use(http.get(KEY_FACTS, () => answer({ data: facts(change) })));
    await expect(getKeyFacts()).rejects.toBeInstanceOf(ApiError);
  });
});
