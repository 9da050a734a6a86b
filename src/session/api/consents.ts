import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/schema';

/** Contracts §10: the purposes a customer consents to; only MARKETING can be changed here. */
export type ConsentPurpose = 'MARKETING';

/** Gives or withdraws the customer's consent to one purpose. */
export async function putConsent(purpose: ConsentPurpose, granted: boolean): Promise<void> {
  await request(changeAnswer, {
    method: 'PUT',
    url: `/privacy/consents/${purpose}`,
    data: { granted },
  });
}
