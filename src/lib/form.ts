import type { UseFormRegisterReturn } from 'react-hook-form';

/** A registered field whose value is upper-cased as it is typed (PAN, IFSC). */
export function uppercased<R extends UseFormRegisterReturn>(registration: R): R {
  return {
    ...registration,
    onChange: (event) => {
      const target = (event as { target: HTMLInputElement }).target;
      target.value = target.value.toUpperCase();
      return registration.onChange(event);
    },
  };
}
