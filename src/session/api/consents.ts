import * as z from 'zod/mini';
import { request } from '@/lib/api';

/**
 * The purposes a customer consents to; only MARKETING can be changed here
 * (docs/api-contract.md#privacy).
 */
export type ConsentPurpose = 'MARKETING';

/** Gives or withdraws the customer's consent to one purpose. */
export async function putConsent(purpose: ConsentPurpose, granted: boolean): Promise<void> {
  await request(z.unknown(), {
    method: 'PUT',
    url: `/privacy/consents/${purpose}`,
    data: { granted },
  });
}
