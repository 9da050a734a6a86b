import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { settledBlur } from '@/lib/settled-blur';
import { controlClass, FormField } from './form-field';

type Props<T extends string> = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  /** The empty first option of a choice not made yet; none where a value is always chosen. */
  placeholder?: string;
  options: readonly T[];
  /** An option's words on screen, when they are not its value (a value the API fixes). */
  optionLabel?: (option: T) => string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField<T extends string>({
  label,
  error,
  placeholder,
  options,
  optionLabel = (option) => option,
  hint,
  className,
  ref,
  ...select
}: Props<T>) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className={`${controlClass(error)} min-h-11`}
          {...select}
          onBlur={settledBlur(select.onBlur)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
