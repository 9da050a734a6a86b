import * as z from 'zod/mini';
import { request } from '@/lib/api';

const authResultSchema = z.object({
  data: z.object({
    token: z.string().check(z.minLength(1)),
    status: z.optional(z.nullable(z.string())),
  }),
});
export type AuthResult = { token: string; active: boolean };

const toResult = ({ data }: z.infer<typeof authResultSchema>): AuthResult => ({
  token: data.token,
  active: data.status === 'active',
});

export async function verifyLoginOtp(phone_no: string, phone_otp: string, domain: string) {
  const body = await request(authResultSchema, {
    method: 'POST',
    url: '/auth/verify-otp',
    data: { phone_no, phone_otp, domain },
  });
  return toResult(body);
}

/** Password login is answered like verify-otp. */
export async function loginWithPassword(phone_no: string, password: string) {
  const body = await request(authResultSchema, {
    method: 'POST',
    url: '/auth/login',
    data: { phone_no, password },
  });
  return toResult(body);
}
