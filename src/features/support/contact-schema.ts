import * as z from 'zod/mini';
import { EMAIL, INDIAN_MOBILE } from '@/lib/validation';

export const ISSUE_TYPES = [
  'General Inquiry',
  'Technical Support',
  'Billing Question',
  'Partnership',
  'Other',
] as const;

/**
 * The contact form's rules and messages, word for word (docs/product.md#contact-form), with length caps of our
 * own: a name at most 50 characters (the registration's limit for each name), a message at most
 * 2,000 (a long letter; support answers it, a form is not a file upload).
 */
export const contactSchema = z.object({
  full_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Full name is required'),
      z.maxLength(50, 'Full name must be at most 50 characters'),
    ),
  email: z.string().check(z.regex(EMAIL, 'Invalid email format')),
  phone_no: z.string().check(z.regex(INDIAN_MOBILE, 'Invalid phone number')),
  issue: z
    .string()
    .check(
      z.refine((v) => (ISSUE_TYPES as readonly string[]).includes(v), 'Please select an issue'),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(2_000, 'Message must be at most 2,000 characters'),
    ),
});
export type ContactValues = z.infer<typeof contactSchema>;
