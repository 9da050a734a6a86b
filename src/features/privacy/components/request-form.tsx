import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/toast';
import { useServerAction } from '@/lib/query/server-action';
import { useKeptDraft } from '@/session/use-kept-draft';
import { fileRequest, REQUEST_TYPES, requestsQuery, type RequestType } from '../api/requests';
import { REQUEST_LABELS } from '../request-words';

const schema = z.object({
  type: z
    .string()
    .check(
      z.refine(
        (value) => REQUEST_TYPES.some((type) => type === value),
        'Please choose what you are asking for',
      ),
    ),
  details: z.string().check(z.maxLength(1000, 'Please keep it to 1000 characters')),
});
type Values = z.infer<typeof schema>;
const blank: Values = { type: '', details: '' };

/** A request about the customer's data; a failure is a toast and keeps what was typed. */
export function RequestForm() {
  const titleId = useId();
  const errorId = useId();
  const client = useQueryClient();
  const form = useForm<Values>({ defaultValues: blank, resolver: zodResolver(schema) });
  const { register, handleSubmit, reset, formState } = form;
  useKeptDraft('data-request', form);
  const { busy, run } = useServerAction({
    mutationFn: (values: Values) =>
      fileRequest({ type: values.type as RequestType, details: values.details.trim() }),
    onSuccess: (message) => {
      notify.success(message ?? 'Request received');
      reset(blank);
      return client.invalidateQueries(requestsQuery);
    },
  });
  const typeError = formState.errors.type?.message;
  return (
    <form aria-labelledby={titleId} onSubmit={handleSubmit(run)} noValidate className="space-y-4">
      <h3 id={titleId} className="sr-only">
        Ask about your data
      </h3>
      <fieldset aria-describedby={typeError ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          What are you asking for?
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {REQUEST_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input
                type="radio"
                value={type}
                className="mt-1 size-4 shrink-0 accent-brand-700"
                {...register('type')}
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {REQUEST_LABELS[type].title}
                </span>
                <span className="block text-xs text-slate-600">{REQUEST_LABELS[type].hint}</span>
              </span>
            </label>
          ))}
        </div>
        {typeError ? (
          <p id={errorId} className="mt-1.5 text-sm text-red-700">
            {typeError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Details (optional)"
        rows={3}
        error={formState.errors.details?.message}
        {...register('details')}
      />
      <Button type="submit" busy={busy}>
        Send request
      </Button>
    </form>
  );
}
