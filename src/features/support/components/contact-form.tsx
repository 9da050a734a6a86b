import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useMessagesFollowLanguage } from '@/lib/form';
import { useTexts } from '@/lib/i18n/texts';
import { useServerAction } from '@/lib/query/server-action';
import { useKeptDraft } from '@/session/use-kept-draft';
import { contactMessageSend } from '../api/contact';
import { contactSchema, ISSUE_TYPES, issueWords, type ContactValues } from '../contact-schema';
import { supportTexts } from '../texts';

type Props = { defaults: Pick<ContactValues, 'full_name' | 'email' | 'phone_no'> };

/**
 * Never kept in the tab's storage when the session ends (see useKeptDraft): the tab then waits at
 * /login, perhaps for someone else. Only the issue chosen comes back.
 */
const SECRET = ['full_name', 'email', 'phone_no', 'message'] as const;

export function ContactForm({ defaults }: Props) {
  const t = useTexts(supportTexts);
  const blank = { ...defaults, issue: '', message: '' };
  const form = useForm<ContactValues>({
    defaultValues: blank,
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
  });
  const { register, handleSubmit, reset, formState } = form;
  useKeptDraft('contact', form, { secret: SECRET });
  useMessagesFollowLanguage(form);
  const errors = formState.errors;
  const [sent, setSent] = useState(false);
  // A failure is a toast; nothing typed is lost: the form keeps every word to send again.
  const { busy, run: send } = useServerAction(contactMessageSend, {
    onStart: () => setSent(false),
    onSuccess: () => {
      setSent(true);
      reset(blank);
    },
  });

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="space-y-4">
      {sent ? (
        <p
          role="status"
          className="rounded-lg bg-green-50 px-4 py-3 text-green-900 ring-1 ring-green-200"
        >
          {t.thanks}
        </p>
      ) : null}
      <TextField
        label={t.fullName}
        autoComplete="name"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField label={t.phone} error={errors.phone_no?.message} {...register('phone_no')} />
      </div>
      <SelectField
        label={t.issue}
        placeholder={t.chooseIssue}
        options={ISSUE_TYPES}
        optionLabel={(option) => issueWords(t)[option]}
        error={errors.issue?.message}
        {...register('issue')}
      />
      <TextAreaField label={t.message} error={errors.message?.message} {...register('message')} />
      <Button type="submit" busy={busy}>
        {t.send}
      </Button>
    </form>
  );
}
