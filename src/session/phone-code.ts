import { mutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { changeAnswer } from '@/lib/change-answer';

/** The changes a phone code confirms (docs/api-contract.md#phone-codes). */
export type CodePurpose = 'RELEASE' | 'PLEDGE' | 'CLOSE' | 'BANK_DETAILS' | 'PASSWORD';

/**
 * What the code is for: the purpose, and the summary an SMS would show, in English like the
 * server's records ('Release 500 units of Axis Bluechip Fund').
 */
export type CodeRequest = { purpose: CodePurpose; summary: string };

/** Sends a code to the customer's phone for one change; the code step shows a failure itself. */
export const phoneCodeSend = mutationOptions({
  mutationKey: ['phone-code'],
  mutationFn: async (code: CodeRequest): Promise<void> => {
    await request(changeAnswer, { method: 'POST', url: '/auth/send-phone-otp', data: code });
  },
  meta: { inlineError: true },
});

/** The code step's `send` for a phone code that confirms `code.purpose`. */
export function usePhoneCode(code: CodeRequest): () => Promise<void> {
  const { mutateAsync } = useMutation(phoneCodeSend);
  return () => mutateAsync(code);
}
