import * as z from 'zod/mini';
import { messagesIn } from '@/lib/form';
import { profileTexts } from './texts';

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const NAME_WITH_DOTS = /^[A-Za-z .]{3,50}$/;

const says = messagesIn(profileTexts);

/** Bank details rules and their messages (docs/product.md#bank-details). */
export const bankSchema = z.object({
  account_number: z.string().check(
    z.regex(
      /^\d*$/,
      says((t) => t.accountDigitsOnly),
    ),
    z.regex(
      /^\d{9,18}$/,
      says((t) => t.accountLength),
    ),
  ),
  ifsc_code: z.string().check(
    z.regex(
      IFSC,
      says((t) => t.invalidIfsc),
    ),
  ),
  account_holder_name: z.string().check(
    z.regex(
      NAME_WITH_DOTS,
      says((t) => t.invalidHolderName),
    ),
  ),
  bank_name: z.string().check(
    z.regex(
      NAME_WITH_DOTS,
      says((t) => t.invalidBankName),
    ),
  ),
});
export type BankValues = z.infer<typeof bankSchema>;
