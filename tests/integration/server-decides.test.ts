import { describe, expect, it } from 'vitest';
import { newToken } from '@/mocks/db';
import { API, customers } from '../support/demo';

// The review's exploit, replayed against the demo backend (the same handlers as the demo).
const VIKRAM = customers.vikram;
const ROHAN = customers.rohan;

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
      VIKRAM.phone,
      'PUT',
      `/auth/update-application-status/${VIKRAM.id}`,
      {
        status: 'EMAIL_VERIFIED',
      },
    );
    expect(refused).toEqual({
      status: 409,
      body: { message: 'No offer has been made to this customer.' },
    });
    expect((await profileOf(VIKRAM.phone)).customer.application_status).toBe('PORTFOLIO_NOT_FOUND');
    const tokens = await call(VIKRAM.phone, 'GET', '/volt/tokens');
    expect(tokens.body.data).toMatchObject({ stage: expect.not.stringMatching(/^COMPLETE$/) });
  });

  it('refuses to mark an address verified whose code was never entered', async () => {
    const refused = await call(VIKRAM.phone, 'PUT', `/users/${VIKRAM.id}`, {
      email: 'anyone@evil.example',
      is_email_verified: true,
    });
    expect(refused).toEqual({
      status: 409,
      body: { message: 'This email address has not been verified.' },
    });
    expect(await profileOf(VIKRAM.phone)).toMatchObject({
      email: 'vikram.rao@example.com',
      is_email_verified: false,
    });
  });

  it('accepts the same moves once the records justify them: the code, then the status', async () => {
    const email = 'rohan.mehta@example.com';
    const early = await call(ROHAN.phone, 'PUT', `/auth/update-application-status/${ROHAN.id}`, {
      status: 'EMAIL_VERIFIED',
    });
    expect(early.status).toBe(409);
    expect(
      (await call(ROHAN.phone, 'POST', '/email/verify-otp', { email, otp: '123456' })).status,
    ).toBe(200);
    expect(
      (await call(ROHAN.phone, 'PUT', `/users/${ROHAN.id}`, { email, is_email_verified: true }))
        .status,
    ).toBe(200);
    const moved = await call(ROHAN.phone, 'PUT', `/auth/update-application-status/${ROHAN.id}`, {
      status: 'EMAIL_VERIFIED',
    });
    expect(moved.status).toBe(200);
    expect((await call(ROHAN.phone, 'GET', '/volt/tokens')).body.data).toMatchObject({
      stage: 'COMPLETE',
    });
    const back = await call(ROHAN.phone, 'PUT', `/auth/update-application-status/${ROHAN.id}`, {
      status: 'OFFER_ACCEPTED',
    });
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
    const refused = await call(ROHAN.phone, 'POST', '/bank-details/add', { ...bank, ...code });
    expect(refused).toEqual({ status: 400, body: { message: 'Invalid OTP' } });
    const saved = await call(ROHAN.phone, 'GET', '/bank-details');
    expect(saved.body.data).toEqual({ bankDetails: null });
  });
});
