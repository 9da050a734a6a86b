import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { settledBlur } from '@/lib/settled-blur';
import { controlClass, FormField } from './form-field';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  placeholder: string;
  options: readonly string[];
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  error,
  placeholder,
  options,
  hint,
  className,
  ref,
  ...select
}: Props) {
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
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
