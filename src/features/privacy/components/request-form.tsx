import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useMessagesFollowLanguage } from '@/lib/form';
import { freeText } from '@/lib/validation';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { notify } from '@/lib/toast';
import { useServerAction } from '@/lib/query/server-action';
import { useKeptDraft } from '@/session/use-kept-draft';
import { dataRequestFile, REQUEST_TYPES, type RequestType } from '../api/requests';
import { requestLabel } from '../request-words';
import { privacyTexts } from '../texts';

// Messages are written when a field is checked, in the language on screen then.
const schema = z.object({
  type: z.string().check(
    z.refine((value) => REQUEST_TYPES.some((type) => type === value), {
      error: () => textsNow(privacyTexts).chooseType,
    }),
  ),
  details: freeText({
    lines: true,
    max: [1000, { error: () => textsNow(privacyTexts).detailsTooLong }],
  }),
});
type Values = z.infer<typeof schema>;
const blank: Values = { type: '', details: '' };

/** A request about the customer's data; a failure is a toast and keeps what was typed. */
export function RequestForm() {
  const t = useTexts(privacyTexts);
  const titleId = useId();
  const errorId = useId();
  const form = useForm<Values>({ defaultValues: blank, resolver: zodResolver(schema) });
  const { register, handleSubmit, reset, formState } = form;
  useKeptDraft('data-request', form);
  useMessagesFollowLanguage(form);
  const { busy, run: file } = useServerAction(dataRequestFile, {
    onSuccess: (message) => {
      // The server's own words when it sends some, as sent.
      notify.success(message ?? textsNow(privacyTexts).requestReceived);
      reset(blank);
    },
  });
  const run = (values: Values) =>
    file({ type: values.type as RequestType, details: values.details.trim() });
  const typeError = formState.errors.type?.message;
  return (
    <form aria-labelledby={titleId} onSubmit={handleSubmit(run)} noValidate className="space-y-4">
      <h3 id={titleId} className="sr-only">
        {t.askTitle}
      </h3>
      <fieldset aria-describedby={typeError ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t.askingFor}</legend>
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
                  {requestLabel(t, type).title}
                </span>
                <span className="block text-xs text-slate-600">{requestLabel(t, type).hint}</span>
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
        label={t.details}
        rows={3}
        error={formState.errors.details?.message}
        {...register('details')}
      />
      <Button type="submit" busy={busy}>
        {t.sendRequest}
      </Button>
    </form>
  );
}
