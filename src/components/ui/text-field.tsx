import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Fixed text shown before the value, such as '+91'. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced with it and shown beneath it. */
export function TextField({ label, error, hint, prefix, className = '', ref, ...input }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
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
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg bg-transparent px-3.5 py-2.5 text-base text-slate-900 outline-none placeholder:text-slate-500 disabled:text-slate-500"
          {...input}
        />
      </div>
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
