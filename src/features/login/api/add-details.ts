import * as z from 'zod/mini';
import { request } from '@/lib/api';

export type RegistrationDetails = {
  first_name: string;
  last_name: string;
  email: string;
  pan: string;
};

const schema = z.object({
  data: z.object({ token: z.string().check(z.minLength(1)) }),
  message: z.optional(z.string()),
});

/** Registration, authorised by the token the OTP verification returned. */
export async function addDetails(details: RegistrationDetails, verifyToken: string) {
  const body = await request(schema, {
    method: 'POST',
    url: '/auth/add-details',
    data: details,
    headers: { Authorization: `Bearer ${verifyToken}` },
  });
  return { token: body.data.token, message: body.message };
}
