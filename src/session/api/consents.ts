import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';

/**
 * The customer's consents, both halves in one place: /privacy reads and changes them, and the
 * login's marketing checkbox gives one once the customer is signed in. Only MARKETING can be
 * changed by the customer here (docs/product.md#privacy).
 */
export type ConsentPurpose = 'MARKETING';

const consentSchema = z.object({
  purpose: z.string(),
  granted: z.boolean(),
  updated_at: z.optional(z.string()),
});
export type Consent = z.infer<typeof consentSchema>;

const bodySchema = z.object({ data: z.array(consentSchema) });

/** What the customer has consented to, purpose by purpose. */
export const consentsQuery = queryOptions({
  queryKey: ['privacy', 'consents'],
  queryFn: async () => (await request(bodySchema, { url: '/privacy/consents' })).data,
});

/** Gives or withdraws the customer's consent to one purpose. */
export async function putConsent(purpose: ConsentPurpose, granted: boolean): Promise<void> {
  await request(changeAnswer, {
    method: 'PUT',
    url: `/privacy/consents/${purpose}`,
    data: { granted },
  });
}

export type ConsentChange = { purpose: ConsentPurpose; granted: boolean };

/** A consent given or withdrawn: /privacy shows the change while it is on its way. */
export const consentChange = mutationOptions({
  mutationKey: ['privacy', 'consents', 'change'],
  mutationFn: ({ purpose, granted }: ConsentChange) => putConsent(purpose, granted),
  // Confirmed or refused, the consents are read again.
  onSettled: (_answer, _error, _change, _context, { client }) =>
    client.invalidateQueries(consentsQuery),
});
