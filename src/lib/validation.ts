import * as z from 'zod/mini';
import { PHONE_LENGTH } from '@/config/constants';
import { textsNow } from './i18n/texts';
import { libTexts } from './texts';
import { hasVisibleLetter, mixesLookAlikeScripts, visibleText } from './visible-text';

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

type Message = { error: () => string };

/**
 * Free text a person writes (a name, a message): kept as it shows (`visibleText`: NFKC, no bidi
 * or zero-width characters, single spaces; a message keeps its lines), then checked. `required`
 * refuses a text with no visible letter (a name of zero-width characters only, or of dots), `max`
 * caps it in characters as shown, and `oneAlphabet` refuses a word that mixes Latin letters with
 * Cyrillic or Greek look-alikes ('Рriya' with a Cyrillic Р). An optional text with no letter is
 * sent empty.
 */
export function freeText(rules: {
  lines?: boolean;
  max: [number, Message];
  required?: Message;
  oneAlphabet?: Message;
}) {
  const { lines = false, max, required, oneAlphabet } = rules;
  return z.string().check(
    z.overwrite((value) => {
      const text = visibleText(value, { lines });
      return required || hasVisibleLetter(text) ? text : '';
    }),
    ...(required ? [z.refine<string>(hasVisibleLetter, required)] : []),
    z.refine<string>((text) => [...text].length <= max[0], max[1]),
    ...(oneAlphabet ? [z.refine<string>((text) => !mixesLookAlikeScripts(text), oneAlphabet)] : []),
  );
}
