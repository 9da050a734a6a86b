import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';
import type { UserDevice } from '@/lib/device-info';

export type Attribution = { ref: string; source: string; medium: string; click_id: string };

/** The server's message (shown as a success toast), or '' when it sent none. */

/** First send: the phone with where the customer came from and the device they are on. */
export async function sendLoginOtp(
  phone_no: string,
  attribution: Attribution,
  user_device: UserDevice,
): Promise<string> {
  const body = await request(changeAnswer, {
    method: 'POST',
    url: '/auth/login-otp',
    data: { phone_no, ...attribution, user_device },
  });
  return body.message ?? '';
}

/** Resend: the phone number only. */
export async function resendLoginOtp(phone_no: string): Promise<string> {
  const body = await request(changeAnswer, {
    method: 'POST',
    url: '/auth/login-otp',
    data: { phone_no },
  });
  return body.message ?? '';
}
