import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { writeToken } from '@/lib/auth-token';
import { markEmailVerified, verifyEmailOtp } from '@/features/email-verification/api/email';
import { sendNotificationChange } from '@/features/notifications/api/notification-changes';
import { sendContactMessage } from '@/features/support/api/contact';
import { putConsent } from '@/session/api/consents';
import { updateApplicationStatus } from '@/session/api/profile';
import { server } from '../setup/msw-server';
import { customers, API } from '../support/demo';

/** A success status whose body is cut off: the server's answer cannot be read. */
const garbled = () =>
  new HttpResponse('{"data": {', { headers: { 'Content-Type': 'application/json' } });

/** Every change whose answer the portal used to take on trust. */
const writes: [string, () => Promise<unknown>][] = [
  [
    'contact-us',
    () =>
      sendContactMessage({
        full_name: 'Priya Nair',
        phone_no: customers.priya,
        email: 'priya.nair@example.com',
        issue: 'Other',
        message: 'Hello',
      }),
  ],
  ['email verify-otp', () => verifyEmailOtp('a@example.in', '123456')],
  ['mark email verified', () => markEmailVerified('cust-1', 'a@example.in')],
  ['notification read', () => sendNotificationChange({ kind: 'read', id: 'n1' })],
  ['notifications read-all', () => sendNotificationChange({ kind: 'read-all' })],
  ['notification delete', () => sendNotificationChange({ kind: 'delete', id: 'n1' })],
  ['consent', () => putConsent('MARKETING', true)],
  ['application status', () => updateApplicationStatus('cust-1', 'OFFER_ACCEPTED')],
];

describe('a success answer whose body does not parse', () => {
  it.each(writes)('is a failed %s', async (_name, write) => {
    writeToken(`demo.${customers.priya}.test`);
    server.use(http.all(`${API}/*`, garbled));
    const failure = await write().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, message: 'Something went wrong' });
  });

  it.each(writes)('is not a text body either: %s', async (_name, write) => {
    writeToken(`demo.${customers.priya}.test`);
    server.use(http.all(`${API}/*`, () => HttpResponse.text('OK')));
    await expect(write()).rejects.toBeInstanceOf(ApiError);
  });
});
