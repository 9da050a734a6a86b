import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { settledBlur } from '@/lib/settled-blur';
import { controlClass, FormField } from './form-field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, hint, className, ref, ...textarea }: Props) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          rows={5}
          {...control}
          className={controlClass(error)}
          {...textarea}
          onBlur={settledBlur(textarea.onBlur)}
        />
      )}
    </FormField>
  );
}
