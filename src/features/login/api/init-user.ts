import * as z from 'zod/mini';
import { request } from '@/lib/api';

const initSchema = z.object({
  data: z.object({ phone_no: z.optional(z.string()), first_name: z.optional(z.string()) }),
});

/** The customer a campaign link (`?init=…`) was made for. */
export async function getInitUser(init: string) {
  const body = await request(initSchema, { url: `/auth/${encodeURIComponent(init)}/init` });
  return body.data;
}
