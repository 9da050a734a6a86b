import * as z from 'zod/mini';

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const NAME_WITH_DOTS = /^[A-Za-z .]{3,50}$/;

/** Bank details rules and messages, word for word (docs/product.md#bank-details). */
export const bankSchema = z.object({
  account_number: z
    .string()
    .check(
      z.regex(/^\d*$/, 'Account number must contain only digits'),
      z.regex(/^\d{9,18}$/, 'Bank account numbers can range from 9 to 18 digits'),
    ),
  ifsc_code: z.string().check(z.regex(IFSC, 'Invalid IFSC format. Example: SBIN0123456')),
  account_holder_name: z
    .string()
    .check(
      z.regex(
        NAME_WITH_DOTS,
        'Name should be 3-50 characters long and contain only letters, spaces, and dots',
      ),
    ),
  bank_name: z
    .string()
    .check(
      z.regex(
        NAME_WITH_DOTS,
        'Bank name should be 3-50 characters long and contain only letters, spaces, and dots',
      ),
    ),
});
export type BankValues = z.infer<typeof bankSchema>;
