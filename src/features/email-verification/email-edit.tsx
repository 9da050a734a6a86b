import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessagesFollowLanguage } from '@/lib/form';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { EMAIL } from '@/lib/validation';
import { emailTexts } from './texts';

const schema = z.object({
  email: z
    .string()
    .check(z.trim(), z.regex(EMAIL, { error: () => textsNow(emailTexts).invalidEmail })),
});

type Props = { email: string; onSave: (email: string) => void; onCancel: () => void };

/** Changing the address: checked before anything is sent. */
export function EmailEdit({ email, onSave, onCancel }: Props) {
  const t = useTexts(emailTexts);
  const form = useForm<z.infer<typeof schema>>({
    defaultValues: { email },
    resolver: zodResolver(schema),
  });
  const { register, handleSubmit, formState } = form;
  useMessagesFollowLanguage(form);
  return (
    <form
      onSubmit={handleSubmit(({ email: next }) => onSave(next))}
      noValidate
      className="space-y-4"
    >
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <div className="flex gap-3">
        <Button type="submit">{t.save}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
