import { mutationOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';
import { patchProfile } from '@/session/api/profile';

async function sendProfileEmailOtp(email: string): Promise<void> {
  await request(changeAnswer, { method: 'POST', url: '/auth/send-email-otp', data: { email } });
}

/** The server's message for the person (shown under the code boxes), if it sent one. */
async function verifyProfileEmailOtp(
  email: string,
  email_otp: string,
): Promise<string | undefined> {
  const body = await request(changeAnswer, {
    method: 'POST',
    url: '/auth/verify-email-otp',
    data: { email, email_otp },
  });
  return body.message;
}

async function updatePan(pan: string): Promise<void> {
  await request(changeAnswer, { method: 'PATCH', url: '/auth/update-pan', data: { pan } });
}

/** Saves the PAN; the profile in the cache has it from then on. */
export const panSave = mutationOptions({
  mutationFn: updatePan,
  onSuccess: (_answer, pan, _context, { client }) => patchProfile(client, { pan }),
});

/** The email code of the profile's email modal: the modal words each failure itself. */
export const profileEmailCodeSend = mutationOptions({
  mutationFn: sendProfileEmailOtp,
  meta: { inlineError: true },
});
export const profileEmailCodeCheck = mutationOptions({
  mutationFn: ({ email, code }: { email: string; code: string }) =>
    verifyProfileEmailOtp(email, code),
  meta: { inlineError: true },
  onSuccess: (_message, _code, _context, { client }) =>
    patchProfile(client, { is_email_verified: true }),
});
