import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';
import { text } from '@/lib/schema';

/** The customer's sessions and the password (docs/api-contract.md#account-security). */

const sessionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  device: text,
  browser: text,
  os: text,
  city: z.catch(z.optional(z.string()), undefined),
  created_at: text,
  last_active_at: text,
  current: z.catch(z.boolean(), false),
});
export type SignedInSession = z.infer<typeof sessionSchema>;

/** One key factory for the sessions. */
export const sessionKeys = { all: ['auth', 'sessions'] as const };

export const sessionsQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async () =>
    (await request(z.object({ data: z.array(sessionSchema) }), { url: '/auth/sessions' })).data,
});

/** An id as the server sends it; anything else never enters a path. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Ends one other session ('' for every other one), then reads the list again; yields the id. */
export const endSessions = mutationOptions({
  mutationKey: [...sessionKeys.all, 'end'],
  mutationFn: async (id: string) => {
    if (id !== '' && !SESSION_ID.test(id))
      throw new Error(`Not a session id: ${JSON.stringify(id)}`);
    await request(z.unknown(), {
      method: 'DELETE',
      url: id === '' ? '/auth/sessions' : `/auth/sessions/${id}`,
    });
    return id;
  },
  onSettled: (_data, _error, _id, _result, { client }) =>
    client.invalidateQueries({ queryKey: sessionKeys.all }),
});

/** Sets a new password, confirmed by the phone's code; the server ends every other session. */
export const changePassword = mutationOptions({
  mutationKey: ['auth', 'password'],
  mutationFn: async ({ password, code }: { password: string; code: string }) =>
    (
      await request(changeAnswer, {
        method: 'PUT',
        url: '/auth/change-password',
        data: { new_password: password, phone_otp: code },
      })
    ).message,
  meta: { inlineError: true },
  onSuccess: (_message, _values, _result, { client }) =>
    client.invalidateQueries({ queryKey: sessionKeys.all }),
});
