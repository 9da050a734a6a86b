import { characterCount } from '@/lib/characters';

/**
 * A new password's rules (NIST SP 800-63B; docs/product.md#account-security): 8 to 64 characters
 * as a person counts them, any characters, no rules of composition; not the customer's phone
 * number, nor one of the most common passwords. The first rule broken is the one said.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'phone' | 'common';

type Context = {
  /** The customer's 10-digit number; a password holding it is refused. */
  phone: string | undefined;
  /** The common passwords, in lower case (loaded with the form: ./common-passwords.ts). */
  commonPasswords: ReadonlySet<string>;
};

export function passwordProblem(
  password: string,
  { phone, commonPasswords }: Context,
): PasswordProblem | undefined {
  const count = characterCount(password);
  if (count < PASSWORD_MIN) return 'tooShort';
  if (count > PASSWORD_MAX) return 'tooLong';
  if (phone && password.includes(phone)) return 'phone';
  if (commonPasswords.has(password.toLowerCase())) return 'common';
  return undefined;
}
