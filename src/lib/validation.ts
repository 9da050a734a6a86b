import { PHONE_LENGTH } from '@/config/constants';
import { textsNow } from './i18n/texts';
import { libTexts } from './texts';

/** The validation rules (docs/product.md#validation-rules-and-messages) as patterns, shared by every form that needs them. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
/**
 * First and last names: letters, 2-50 characters. Many Indian names are two words ('Sai
 * Krishna'), so single spaces between runs of letters are letters too here; the count includes
 * them, and a space at either end or two together is refused, as digits and symbols are.
 */
export const PERSON_NAME = /^(?=.{2,50}$)[A-Za-z]+(?: [A-Za-z]+)*$/;
/** RFC 5322 atoms (no quoted or commented parts), host name labels of 1-63 characters. */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** An address as mail servers take it: at most 64 characters before the @, 254 in all (RFC 5321). */
export const EMAIL = new RegExp(
  `^(?=.{1,254}$)(?=.{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`,
);

export const isIndianMobile = (value: string) => INDIAN_MOBILE.test(value);

/**
 * Keeps the 10 national digits of whatever was typed or pasted: '+91 98765-43210' and
 * '098765 43210' both become '9876543210'.
 */
export function sanitizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  // Only a whole prefixed number is unwrapped, so an extra keystroke never shifts the digits.
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

/**
 * The phone number's messages, read when a number is checked, so each is written in the
 * language on screen at that moment (a zod message: `{ error: () => phoneMessages.length }`).
 */
export const phoneMessages = {
  get length(): string {
    return textsNow(libTexts).phoneLength;
  },
  get format(): string {
    return textsNow(libTexts).phoneFormat;
  },
};

/** The message for a phone number, or undefined when it is a valid Indian mobile number. */
export function phoneError(phone: string): string | undefined {
  if (phone.length < PHONE_LENGTH) return phoneMessages.length;
  return isIndianMobile(phone) ? undefined : phoneMessages.format;
}
