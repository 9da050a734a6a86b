import { useId, type ReactNode } from 'react';

type Control = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: Control) => ReactNode;
};

/** A label, one control and its message, wired together for assistive technology. */
export function FormField({ label, error, hint, className = '', children }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
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

export const controlClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;
