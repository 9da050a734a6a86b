import * as z from 'zod/mini';
import { request } from '@/lib/api';

const initSchema = z.object({
  data: z.object({ phone_no: z.optional(z.string()), first_name: z.optional(z.string()) }),
});

/** An invitation id as the campaign links carry it; anything else never enters a path. */
const INIT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The customer a campaign link (`?init=…`) was made for. */
export async function getInitUser(init: string) {
  if (!INIT_ID.test(init)) throw new Error(`Not an invitation id: ${JSON.stringify(init)}`);
  const body = await request(initSchema, { url: `/auth/${init}/init` });
  return body.data;
}
