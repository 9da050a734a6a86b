import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';

export const REQUEST_TYPES = ['ACCESS', 'CORRECTION', 'ERASURE', 'NOMINATION'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

const requestSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  created_at: z.string(),
  due_at: z.optional(z.string()),
});
export type DataRequest = z.infer<typeof requestSchema>;

/** The customer's requests about their data, newest first (docs/api-contract.md#privacy). */
export const requestsQuery = queryOptions({
  queryKey: ['privacy', 'requests'],
  queryFn: async () =>
    (await request(z.object({ data: z.array(requestSchema) }), { url: '/privacy/requests' })).data,
});

/** Files a request; resolves to the server's message. The requests are read again after. */
export const dataRequestFile = mutationOptions({
  mutationFn: async (values: { type: RequestType; details: string }) =>
    (await request(changeAnswer, { method: 'POST', url: '/privacy/requests', data: values }))
      .message,
  onSuccess: (_message, _values, _context, { client }) => client.invalidateQueries(requestsQuery),
});
