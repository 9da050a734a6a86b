import { describe, expect, it } from 'vitest';
import { customers, API } from '../support/demo';

// The demo backend's account security (docs/demo-backend.md#account-security), through its handlers.
const THIS = `demo.${customers.priya}.this-device`;
const PUNE = `demo.${customers.priya}.pune-android`;
const MUMBAI = `demo.${customers.priya}.mumbai-windows`;

async function call(token: string | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      Signature: 'demo-signature',
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as { message?: string; data?: unknown },
  };
}

type Session = { id: string; device: string; city?: string; current: boolean };
const sessionsOf = async (token: string) =>
  (await call(token, 'GET', '/auth/sessions')).body.data as Session[];
const login = (password: string, phone: string = customers.priya) =>
  call(undefined, 'POST', '/auth/login', { phone_no: phone, password });

describe('the demo backend keeps sessions and the password', () => {
  it('lists Priya’s three sessions: this one, an Android phone in Pune, a Windows laptop in Mumbai', async () => {
    const sessions = await sessionsOf(THIS);
    expect(sessions).toHaveLength(3);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Android phone', city: 'Pune', current: false }),
        expect.objectContaining({ device: 'Windows laptop', city: 'Mumbai', current: false }),
        expect.objectContaining({ current: true }),
      ]),
    );
    expect(JSON.stringify(sessions)).not.toContain('token');
    // The demo keeps a print of each token, never the token (it never enters local storage).
    expect(localStorage.getItem('lark-demo-db-v3')).not.toContain(THIS);
  });

  it('ends one other session, whose next call is refused; then every other one', async () => {
    const pune = (await sessionsOf(THIS)).find((s) => s.city === 'Pune');
    expect((await call(THIS, 'DELETE', `/auth/sessions/${pune?.id}`)).status).toBe(204);
    expect((await call(PUNE, 'GET', '/auth/profile')).status).toBe(401);
    expect((await call(MUMBAI, 'GET', '/auth/profile')).status).toBe(200);
    expect((await sessionsOf(THIS)).map((s) => s.city)).not.toContain('Pune');

    expect((await call(THIS, 'DELETE', '/auth/sessions')).status).toBe(204);
    expect((await call(MUMBAI, 'GET', '/auth/profile')).status).toBe(401);
    expect(await sessionsOf(THIS)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('changes the password with the phone’s code: the old one fails, the new one works, other sessions end, a notification says so', async () => {
    expect((await login('Demo@1234')).status).toBe(200);
    const other = (await login('Demo@1234')).body.data as { token: string };
    const refused = await call(THIS, 'PUT', '/auth/change-password', {
      new_password: 'a river in monsoon',
      phone_otp: '000000',
    });
    expect(refused).toEqual({ status: 400, body: { message: 'Invalid OTP' } });
    // The right code, but none was sent for a password change (docs/api-contract.md#phone-codes).
    const unsent = await call(THIS, 'PUT', '/auth/change-password', {
      new_password: 'a river in monsoon',
      phone_otp: '123456',
    });
    expect(unsent).toEqual({ status: 400, body: { message: 'Invalid OTP' } });
    const sent = await call(THIS, 'POST', '/auth/send-phone-otp', {
      purpose: 'PASSWORD',
      change: {},
    });
    expect(sent.status).toBe(200);
    expect(
      (
        await call(THIS, 'PUT', '/auth/change-password', {
          new_password: 'password',
          phone_otp: '123456',
        })
      ).status,
    ).toBe(422);
    // The password it already has is no change.
    expect(
      await call(THIS, 'PUT', '/auth/change-password', {
        new_password: 'Demo@1234',
        phone_otp: '123456',
      }),
    ).toEqual({
      status: 422,
      body: { message: 'The new password must differ from your current one.' },
    });

    const changed = await call(THIS, 'PUT', '/auth/change-password', {
      new_password: 'a river in monsoon',
      phone_otp: '123456',
    });
    expect(changed.status).toBe(200);
    expect((await login('Demo@1234')).status).toBe(401);
    expect((await login('a river in monsoon')).status).toBe(200);
    expect((await call(other.token, 'GET', '/auth/profile')).status).toBe(401);
    const profile = await call(THIS, 'GET', '/auth/profile');
    expect(profile.status).toBe(200);
    // Kept as a salted hash, and neither it nor the server's own records are ever answered.
    const kept = localStorage.getItem('lark-demo-db-v3') ?? '';
    expect(kept).not.toContain('a river in monsoon');
    expect(kept).toMatch(/"password_hash":"pbkdf2-sha256\$100000\$/);
    expect(Object.keys(profile.body.data as object).sort()).toEqual(
      [
        '_id',
        'customer',
        'email',
        'first_name',
        'is_email_verified',
        'is_phone_verified',
        'last_name',
        'phone_no',
      ].sort(),
    );
    const notices = (await call(THIS, 'GET', '/notifications')).body.data as { title: string }[];
    expect(notices.map((n) => n.title)).toContain('Your password was changed');
  });

  it('says with each wrong password how many tries are left before the lock', async () => {
    const phone = customers.rohan;
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login('wrong-password', phone);
      expect(wrong.status).toBe(401);
      left.push((wrong.body as { details?: { attempts_left?: unknown } }).details?.attempts_left);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
  });

  it('answers the sixth try after 5 wrong passwords in 15 minutes with a 429, the right one too; a code still signs in', async () => {
    const phone = customers.rohan;
    for (let i = 0; i < 5; i += 1) expect((await login('wrong-password', phone)).status).toBe(401);
    const locked = await login('Demo@1234', phone);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong passwords/);
    const code = await call(undefined, 'POST', '/auth/verify-otp', {
      phone_no: phone,
      phone_otp: '123456',
    });
    expect(code.status).toBe(200);
    expect((await login('Demo@1234', phone)).status).toBe(200);
  });
});
