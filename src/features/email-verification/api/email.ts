import { mutationOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';
import { ApiError } from '@/lib/api-error';
import { patchProfile } from '@/session/api/profile';

export const ALREADY_VERIFIED = 'Email already verified.';

/**
 * Sends the code; 'already-verified' when the server says 'Email already verified.', which may
 * arrive as a success or as an error (HTTP 400) answer (docs/api-contract.md#calls).
 */
export async function sendEmailOtp(email: string): Promise<'sent' | 'already-verified'> {
  try {
    const body = await request(changeAnswer, {
      method: 'POST',
      url: '/email/send-otp',
      data: { email },
    });
    return body.message === ALREADY_VERIFIED ? 'already-verified' : 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.message === ALREADY_VERIFIED) return 'already-verified';
    throw error;
  }
}

export async function verifyEmailOtp(email: string, otp: string): Promise<void> {
  await request(changeAnswer, { method: 'POST', url: '/email/verify-otp', data: { email, otp } });
}

export async function markEmailVerified(id: string, email: string): Promise<void> {
  await request(changeAnswer, {
    method: 'PUT',
    url: `/users/${encodeURIComponent(id)}`,
    data: { email, is_email_verified: true },
  });
}

/** The /verify-email page's writes: the page words each failure itself (docs/architecture.md#writes). */
const inline = { meta: { inlineError: true } } as const;
/** Sends the code; a server that says the address is verified already is believed. */
export const emailCodeSend = mutationOptions({
  mutationFn: sendEmailOtp,
  onSuccess: (answer, email, _context, { client }) => {
    if (answer === 'already-verified') patchProfile(client, { email, is_email_verified: true });
  },
  ...inline,
});
export const emailCodeCheck = mutationOptions({
  mutationFn: ({ email, code }: { email: string; code: string }) => verifyEmailOtp(email, code),
  ...inline,
});
/** Records the verified email; the profile in the cache says so from then on. */
export const emailVerifiedSave = mutationOptions({
  mutationFn: ({ id, email }: { id: string; email: string }) => markEmailVerified(id, email),
  onSuccess: (_answer, { email }, _context, { client }) =>
    patchProfile(client, { email, is_email_verified: true }),
  ...inline,
});
