import { useEffect, useRef } from 'react';
import { useLocale } from '@/lib/i18n/locale';
import { textsNow, type Catalogue, type TextsShape } from '@/lib/i18n/texts';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/**
 * A registered field for a code such as a PAN or an IFSC: upper-cased, without spaces, at most
 * `length` characters, as it is typed or pasted. The length is kept here, not by `maxLength`,
 * which would cut a pasted ' abcde1234a ' to ' abcde1234' before its spaces could go.
 */
export function codeField<R extends UseFormRegisterReturn>(registration: R, length: number): R {
  return {
    ...registration,
    onChange: (event) => {
      const target = (event as { target: HTMLInputElement }).target;
      target.value = target.value.replace(/\s/g, '').toUpperCase().slice(0, length);
      return registration.onChange(event);
    },
  };
}

/**
 * Messages on screen follow a language switch: the fields that show one are checked again, so
 * their message is written anew in the language now on screen (docs/i18n.md).
 */
export function useMessagesFollowLanguage<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'trigger' | 'formState'>,
): void {
  const locale = useLocale();
  const shown = useRef(locale);
  const { trigger, formState } = form;
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    const names = Object.keys(formState.errors);
    if (names.length > 0) void trigger(names as Path<T>[]);
  }, [locale, trigger, formState]);
}

/**
 * A form's zod messages from its catalogue, each written when a field is checked, in the language
 * on screen then: `const says = messagesIn(texts)`, then `z.regex(RULE, says((t) => t.rule))`.
 */
export const messagesIn =
  <T extends TextsShape>(catalogue: Catalogue<T>) =>
  (message: (texts: T) => string) => ({ error: () => message(textsNow(catalogue)) });
