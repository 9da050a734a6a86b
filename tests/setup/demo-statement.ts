import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { DEMO_OTP } from '@/mocks/seed';
import { customers } from '../support/demo';

/**
 * Priya logs in through the api client (in the language set with setLocale) and reads her
 * statement of account for the year to 31 Oct 2026: its entries' descriptions, as the demo
 * backend wrote them.
 */
export async function priyaStatementDescriptions(): Promise<string[]> {
  const { data } = await request(z.object({ data: z.object({ token: z.string() }) }), {
    method: 'POST',
    url: '/auth/verify-otp',
    data: { phone_no: customers.priya, phone_otp: DEMO_OTP },
  });
  const statement = await request(
    z.object({ data: z.object({ entries: z.array(z.object({ description: z.string() })) }) }),
    {
      url: '/loan/account-statement',
      params: { from: '2025-11-01', to: '2026-10-31' },
      headers: { Authorization: `Bearer ${data.token}` },
    },
  );
  return statement.data.entries.map((entry) => entry.description);
}
