import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { settledBlur } from '@/lib/settled-blur';
import { FormField } from './form-field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Fixed text shown before the value, such as '+91'. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced with it and shown beneath it. */
export function TextField({ label, error, hint, prefix, className, ref, ...input }: Props) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div
          className={`flex items-center rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-700 ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        >
          {prefix ? (
            <span className="border-r border-slate-200 py-2.5 pr-3 pl-3.5 text-slate-700">
              {prefix}
            </span>
          ) : null}
          <input
            ref={ref}
            {...control}
            className="min-h-11 w-full min-w-0 rounded-lg bg-transparent px-3.5 py-2.5 text-base text-slate-900 outline-none placeholder:text-slate-500 disabled:text-slate-500"
            {...input}
            onBlur={settledBlur(input.onBlur)}
          />
        </div>
      )}
    </FormField>
  );
}
