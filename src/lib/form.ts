import type { UseFormRegisterReturn } from 'react-hook-form';

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
