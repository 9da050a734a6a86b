import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';

const consentSchema = z.object({
  purpose: z.string(),
  granted: z.boolean(),
  updated_at: z.optional(z.string()),
});
export type Consent = z.infer<typeof consentSchema>;

const bodySchema = z.object({ data: z.array(consentSchema) });

/** What the customer has consented to, purpose by purpose (docs/api-contract.md#privacy). */
export const consentsQuery = queryOptions({
  queryKey: ['privacy', 'consents'],
  queryFn: async () => (await request(bodySchema, { url: '/privacy/consents' })).data,
});
