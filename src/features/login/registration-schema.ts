import * as z from 'zod/mini';
import { EMAIL, PAN, PERSON_NAME } from '@/lib/validation';

/** Registration rules and messages, word for word (docs/product.md#registration). */
export const registrationMessages = {
  first_name: 'First name must be between 2 and 50 characters long and contain only letters',
  last_name: 'Last name must be between 2 and 50 characters long and contain only letters',
  email: 'Please enter a valid email address',
  pan: 'Please enter a valid PAN number. Example: ABCDE1234A',
} as const;

export const registrationSchema = z.object({
  first_name: z.string().check(z.regex(PERSON_NAME, registrationMessages.first_name)),
  last_name: z.string().check(z.regex(PERSON_NAME, registrationMessages.last_name)),
  email: z.string().check(z.regex(EMAIL, registrationMessages.email)),
  pan: z.string().check(z.regex(PAN, registrationMessages.pan)),
});
export type RegistrationValues = z.infer<typeof registrationSchema>;
