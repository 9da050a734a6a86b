import { endpoint, getEnv } from '@/config/env';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';

/**
 * Syncs the partner profile (`/users/larkdata`), then the CAS portfolio; returns both messages.
 * Not a mutation: it runs on the widget's events and changes nothing the cache holds
 * (docs/architecture.md#writes).
 */
export async function syncPortfolio(
  userId: string,
  phone: string,
): Promise<(string | undefined)[]> {
  const lark = await request(changeAnswer, {
    method: 'POST',
    url: '/users/larkdata',
    data: { phone_no: phone },
  }).catch(() => ({ message: undefined }));
  const cas = await request(changeAnswer, {
    method: 'POST',
    url: endpoint(getEnv().VITE_PORTFOLIO_API_URL, '/customer/casdata/fetch-and-save'),
    data: { userId, phoneNumber: phone },
  }).catch(() => ({ message: undefined }));
  return [lark.message, cas.message];
}
