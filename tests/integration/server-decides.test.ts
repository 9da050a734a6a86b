import { describe, expect, it } from 'vitest';
import { newToken } from '@/mocks/db';
import { customers, API, idOf } from '../support/demo';

// The review's exploit, replayed against the demo backend (the same handlers as the demo).

async function call(phone: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${newToken(phone)}`,
      Signature: 'demo-signature',
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const profileOf = async (phone: string) =>
  ((await call(phone, 'GET', '/auth/profile')).body.data ?? {}) as {
    email: string;
    is_email_verified: boolean;
    customer: { application_status: string | null };
  };

describe('the server decides, the client asks', () => {
  it('refuses to move a customer without an offer to EMAIL_VERIFIED, and opens no credit line', async () => {
    const refused = await call(
      customers.vikram,
      'PUT',
      `/auth/update-application-status/${idOf('vikram')}`,
      {
        status: 'EMAIL_VERIFIED',
      },
    );
    expect(refused).toEqual({
      status: 409,
      body: { message: 'No offer has been made to this customer.' },
    });
    expect((await profileOf(customers.vikram)).customer.application_status).toBe(
      'PORTFOLIO_NOT_FOUND',
    );
    const tokens = await call(customers.vikram, 'GET', '/volt/tokens');
    expect(tokens.body.data).toMatchObject({ stage: expect.not.stringMatching(/^COMPLETE$/) });
  });

  it('refuses to mark an address verified whose code was never entered', async () => {
    const refused = await call(customers.vikram, 'PUT', `/users/${idOf('vikram')}`, {
      email: 'anyone@evil.example',
      is_email_verified: true,
    });
    expect(refused).toEqual({
      status: 409,
      body: { message: 'This email address has not been verified.' },
    });
    expect(await profileOf(customers.vikram)).toMatchObject({
      email: 'vikram.rao@example.com',
      is_email_verified: false,
    });
  });

  it('accepts the same moves once the records justify them: the code, then the status', async () => {
    const email = 'rohan.mehta@example.com';
    const early = await call(
      customers.rohan,
      'PUT',
      `/auth/update-application-status/${idOf('rohan')}`,
      {
        status: 'EMAIL_VERIFIED',
      },
    );
    expect(early.status).toBe(409);
    expect(
      (await call(customers.rohan, 'POST', '/email/verify-otp', { email, otp: '123456' })).status,
    ).toBe(200);
    expect(
      (
        await call(customers.rohan, 'PUT', `/users/${idOf('rohan')}`, {
          email,
          is_email_verified: true,
        })
      ).status,
    ).toBe(200);
    const moved = await call(
      customers.rohan,
      'PUT',
      `/auth/update-application-status/${idOf('rohan')}`,
      {
        status: 'EMAIL_VERIFIED',
      },
    );
    expect(moved.status).toBe(200);
    expect((await call(customers.rohan, 'GET', '/volt/tokens')).body.data).toMatchObject({
      stage: 'COMPLETE',
    });
    const back = await call(
      customers.rohan,
      'PUT',
      `/auth/update-application-status/${idOf('rohan')}`,
      {
        status: 'OFFER_ACCEPTED',
      },
    );
    expect(back.status).toBe(409);
  });

  it.each([
    ['no code', {}],
    ['a wrong code', { phone_otp: '111111' }],
  ])('refuses a bank account change with %s from the phone', async (_case, code) => {
    const bank = {
      account_number: '999988887777',
      ifsc_code: 'EVIL0001234',
      account_holder_name: 'Someone Else',
      bank_name: 'Evil Bank',
    };
    const refused = await call(customers.rohan, 'POST', '/bank-details/add', { ...bank, ...code });
    expect(refused).toEqual({ status: 400, body: { message: 'Invalid OTP' } });
    const saved = await call(customers.rohan, 'GET', '/bank-details');
    expect(saved.body.data).toEqual({ bankDetails: null });
  });
});
