import * as z from 'zod/mini';
import { textsNow } from '@/lib/i18n/texts';
import { EMAIL, freeText, INDIAN_MOBILE } from '@/lib/validation';
import { supportTexts, type SupportTexts } from './texts';

/** What the form sends as the issue (the API's values); each has its words on screen. */
export const ISSUE_TYPES = [
  'General Inquiry',
  'Technical Support',
  'Billing Question',
  'Partnership',
  'Other',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const issueWords = (t: SupportTexts): Record<IssueType, string> => ({
  'General Inquiry': t.issueGeneral,
  'Technical Support': t.issueTechnical,
  'Billing Question': t.issueBilling,
  Partnership: t.issuePartnership,
  Other: t.issueOther,
});

/** A message in the language on screen when the field is checked. */
const say = (key: keyof SupportTexts) => ({ error: () => textsNow(supportTexts)[key] });

/**
 * The contact form's rules and messages, word for word (docs/product.md#contact-form), with length caps of our
 * own: a name at most 50 characters (the registration's limit for each name), a message at most
 * 2,000 (a long letter; support answers it, a form is not a file upload). Both are free text:
 * normalised, without hidden characters, and refused without a visible letter (lib/validation).
 */
export const contactSchema = z.object({
  full_name: freeText({
    required: say('fullNameRequired'),
    max: [50, say('fullNameTooLong')],
    oneAlphabet: say('fullNameOneAlphabet'),
  }),
  email: z.string().check(z.regex(EMAIL, say('invalidEmail'))),
  phone_no: z.string().check(z.regex(INDIAN_MOBILE, say('invalidPhone'))),
  issue: z
    .string()
    .check(z.refine((v) => (ISSUE_TYPES as readonly string[]).includes(v), say('selectIssue'))),
  message: freeText({
    lines: true,
    required: say('messageRequired'),
    max: [2_000, say('messageTooLong')],
  }),
});
export type ContactValues = z.infer<typeof contactSchema>;
