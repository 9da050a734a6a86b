import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api';

/** The changes a phone code confirms (docs/api-contract.md#phone-codes). */
export type CodePurpose = 'RELEASE' | 'PLEDGE' | 'CLOSE' | 'BANK_DETAILS' | 'PASSWORD';

/**
 * What the code is for: the kind of change, and the change itself, the exact body the confirming
 * request sends without `phone_otp` (`{}` for a password). The server words the SMS from it.
 */
export type CodeRequest = { purpose: CodePurpose; change: Record<string, unknown> };

/** The server's words for the change, in the customer's language, shown beside the code boxes. */
const codeSent = z.looseObject({ message: z.optional(z.string()), summary: z.string() });

/** Sends a code to the customer's phone for one change; the code step shows a failure itself. */
export const phoneCodeSend = mutationOptions({
  mutationKey: ['phone-code'],
  mutationFn: async (code: CodeRequest): Promise<string> =>
    (await request(codeSent, { method: 'POST', url: '/auth/send-phone-otp', data: code })).summary,
  meta: { inlineError: true },
});
