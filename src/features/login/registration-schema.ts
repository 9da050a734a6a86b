import * as z from 'zod/mini';
import { messagesIn } from '@/lib/form';
import { EMAIL, PAN, PERSON_NAME } from '@/lib/validation';
import { accountTexts } from './account-texts';

const says = messagesIn(accountTexts);

/** Registration rules, their messages in the language on screen when a field is checked. */
export const registrationSchema = z.object({
  first_name: z.string().check(
    z.regex(
      PERSON_NAME,
      says((t) => t.firstNameRule),
    ),
  ),
  last_name: z.string().check(
    z.regex(
      PERSON_NAME,
      says((t) => t.lastNameRule),
    ),
  ),
  email: z.string().check(
    z.regex(
      EMAIL,
      says((t) => t.emailRule),
    ),
  ),
  pan: z.string().check(
    z.regex(
      PAN,
      says((t) => t.panRule),
    ),
  ),
});
export type RegistrationValues = z.infer<typeof registrationSchema>;
