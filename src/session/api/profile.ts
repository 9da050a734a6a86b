import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';
import { text } from '@/lib/schema';
import { knowCustomer } from '@/lib/report';

/** null, '' and unknown values are kept as they come: the rules decide what they mean. */
export type ApplicationStatus = string | null;

const profileSchema = z.pipe(
  z.object({
    id: z.optional(z.union([z.string(), z.number()])),
    _id: z.optional(z.union([z.string(), z.number()])),
    first_name: text,
    last_name: text,
    email: text,
    phone_no: text,
    is_email_verified: z.catch(z.optional(z.boolean()), false),
    is_phone_verified: z.catch(z.optional(z.boolean()), false),
    customer: z.catch(
      z.optional(
        z.nullable(
          z.object({
            pan: z.optional(z.nullable(z.string())),
            application_status: z.optional(z.nullable(z.string())),
          }),
        ),
      ),
      null,
    ),
  }),
  z.transform(({ id, _id, customer, is_email_verified, is_phone_verified, ...rest }) => ({
    ...rest,
    id: String(id ?? _id ?? ''),
    is_email_verified: is_email_verified ?? false,
    is_phone_verified: is_phone_verified ?? false,
    pan: customer?.pan ?? '',
    application_status: (customer?.application_status ?? null) as ApplicationStatus,
  })),
);
export type Profile = z.output<typeof profileSchema>;

export async function getProfile(): Promise<Profile> {
  const body = await request(z.object({ data: profileSchema }), { url: '/auth/profile' });
  const { first_name, last_name, phone_no, email, pan } = body.data;
  // Telemetry masks these wherever an error message carries them (docs/telemetry.md).
  knowCustomer({ names: [first_name, last_name], phone: phone_no, email, pan });
  return body.data;
}

/** Ends `token`'s session on the server; `keepalive`, so closing the tab does not cancel it. */
export async function logoutCall(token: string): Promise<void> {
  await request(changeAnswer, {
    method: 'POST',
    url: '/auth/logout',
    headers: { Authorization: `Bearer ${token}` },
    fetchOptions: { keepalive: true },
  });
}

export async function updateApplicationStatus(
  id: string,
  status: ApplicationStatus,
): Promise<void> {
  await request(changeAnswer, {
    method: 'PUT',
    url: `/auth/update-application-status/${encodeURIComponent(id)}`,
    data: { status },
  });
}

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: getProfile });

/** Applies a change the server has confirmed to the cached profile (for the writes that make one). */
export function patchProfile(client: QueryClient, patch: Partial<Profile>): void {
  client.setQueryData(profileQuery.queryKey, (profile) =>
    profile ? { ...profile, ...patch } : profile,
  );
}

export type StatusChange = { id: string; status: ApplicationStatus };

/**
 * An application status change: the profile shows it while it is on its way (useProfile), and
 * has it once the server confirms it.
 */
export const statusChange = mutationOptions({
  mutationKey: ['profile', 'status'],
  mutationFn: ({ id, status }: StatusChange) => updateApplicationStatus(id, status),
  onSuccess: (_answer, { status }, _context, { client }) =>
    patchProfile(client, { application_status: status }),
});
