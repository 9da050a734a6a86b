import type { Resolver } from 'react-hook-form';
import { textsNow } from '@/lib/i18n/texts';
import { passwordProblem } from './password-rules';
import { securityTexts } from './security-texts';

export type NewPasswordValues = { password: string; confirm: string };

/**
 * The change-password form's check: the first rule the new password breaks, and whether the
 * confirmation matches, each written in the language on screen when it is checked
 * (docs/product.md#account-security). A resolver of its own, not a zod schema: the rules depend
 * on the customer's phone and the common passwords, and only the first broken one is said.
 */
export function newPasswordResolver(
  context: Parameters<typeof passwordProblem>[1],
): Resolver<NewPasswordValues> {
  return (values) => {
    const t = textsNow(securityTexts);
    const problem = passwordProblem(values.password, context);
    const errors = {
      ...(problem ? { password: { type: problem, message: t[problem] } } : {}),
      ...(values.confirm === values.password
        ? {}
        : { confirm: { type: 'mismatch', message: t.mismatch } }),
    };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
