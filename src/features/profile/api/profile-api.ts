import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';

export async function sendProfileEmailOtp(email: string): Promise<void> {
  await request(changeAnswer, { method: 'POST', url: '/auth/send-email-otp', data: { email } });
}

/** The server's message for the person (shown under the code boxes), if it sent one. */
export async function verifyProfileEmailOtp(
  email: string,
  email_otp: string,
): Promise<string | undefined> {
  const body = await request(changeAnswer, {
    method: 'POST',
    url: '/auth/verify-email-otp',
    data: { email, email_otp },
  });
  return body.message;
}

/** Sends a code to the customer's phone, to confirm a change of bank details. */
export async function sendPhoneOtp(): Promise<void> {
  await request(changeAnswer, { method: 'POST', url: '/auth/send-phone-otp' });
}

export async function updatePan(pan: string): Promise<void> {
  await request(changeAnswer, { method: 'PATCH', url: '/auth/update-pan', data: { pan } });
}
