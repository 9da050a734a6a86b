import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { PHONE_LENGTH } from '@/config/constants';
import { Button } from '@/components/ui/button';
import { DemoHint } from '@/components/ui/demo-hint';
import { TextField } from '@/components/ui/text-field';
import { useAction } from '@/lib/use-action';
import { phoneMessages } from '@/lib/validation';
import { PhoneField } from '@/components/ui/phone-field';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { useMessagesFollowLanguage } from '@/lib/form';
import { accountTexts } from '../account-texts';

/** Password login proceeds once the phone has at least 10 characters. */
const schema = z.object({
  phone: z.string().check(z.minLength(PHONE_LENGTH, { error: () => phoneMessages.length })),
  // 128 is longer than any passphrase a person types, and keeps a pasted megabyte off the wire.
  password: z
    .string()
    .check(
      z.minLength(1, { error: () => textsNow(accountTexts).passwordRequired }),
      z.maxLength(128, { error: () => textsNow(accountTexts).passwordTooLong }),
    ),
});
type Values = z.infer<typeof schema>;

/** What the server refused, said in place under the field it is about. */
export type Refused = { field: 'phone' | 'password'; message: string } | undefined;

type Props = {
  phone: string;
  onSubmit: (phone: string, password: string) => Promise<Refused>;
  onUseOtp: (phone: string) => void;
};

export function PasswordStep({ phone: initialPhone, onSubmit, onUseOtp }: Props) {
  const t = useTexts(accountTexts);
  const form = useForm<Values>({
    defaultValues: { phone: initialPhone, password: '' },
    resolver: zodResolver(schema),
  });
  const { register, handleSubmit, getValues, formState } = form;
  useMessagesFollowLanguage(form);
  const [shown, setShown] = useState(false);
  const [busy, login] = useAction(async ({ phone, password }: Values) => {
    const refused = await onSubmit(phone, password);
    if (refused) form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
  });

  return (
    <form onSubmit={handleSubmit(login)} noValidate>
      <h1 className="text-2xl font-semibold text-slate-900">{t.passwordTitle}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t.passwordIntro}</p>
      <PhoneField error={formState.errors.phone?.message} {...register('phone')} />
      <div className="relative mt-4">
        <TextField
          label={t.password}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          className="absolute top-8 right-1 rounded-md px-3 py-2 text-sm font-semibold text-brand-700"
          aria-pressed={shown}
        >
          {shown ? t.hide : t.show}
        </button>
      </div>
      <Button type="submit" className="mt-6 w-full" busy={busy}>
        {t.login}
      </Button>
      <button
        type="button"
        onClick={() => onUseOtp(getValues('phone'))}
        className="mt-4 w-full rounded-md py-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t.useOtp}
      </button>
      <DemoHint topic="password" />
    </form>
  );
}
