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
import { ApiError, errorMessage, isRefusal } from '@/lib/api-error';
import { accountTexts } from '../account-texts';

/** Password login proceeds once the phone has at least 10 characters. */
const schema = z.object({
  phone: z.string().check(z.minLength(PHONE_LENGTH, { error: () => phoneMessages.length })),
  // Far longer than any password /profile lets one set (64 characters as a person counts them,
  // which in Devanagari or emoji take several code units each), and keeps a pasted megabyte off
  // the wire.
  password: z
    .string()
    .check(
      z.minLength(1, { error: () => textsNow(accountTexts).passwordRequired }),
      z.maxLength(1024, { error: () => textsNow(accountTexts).passwordTooLong }),
    ),
});
type Values = z.infer<typeof schema>;

/**
 * What the server refused, said in place: under the field it is about, or, after too many wrong
 * passwords ('locked'), above the button with a way in by the phone's code. `lastTry`: the server
 * allows one more wrong password before that lock.
 */
type Refused =
  { field: 'phone' | 'password' | 'locked'; message: string; lastTry?: boolean } | undefined;

/** A failed password login as the step says it; what is not a refusal goes to `report` (a toast). */
function refusalOf(error: unknown, report: (error: unknown) => void): Refused {
  const message = errorMessage(error);
  if (!(error instanceof ApiError) || !isRefusal(error)) {
    // Too many wrong passwords: said on the step, with a way in by the phone's code.
    if (error instanceof ApiError && error.status === 429) return { field: 'locked', message };
    return void report(error);
  }
  // An unknown number is said under the number; a wrong password under the password, with the
  // last try before the lock said before it is used: the server says how many wrong passwords it
  // still allows (docs/api-contract.md#account-security).
  if (error.status === 404) return { field: 'phone', message };
  return { field: 'password', message, lastTry: error.details?.attempts_left === 1 };
}

type Props = {
  phone: string;
  /** Logs in; a failure is said on the step if it is a refusal, else handed to `onFailure`. */
  onSubmit: (phone: string, password: string) => Promise<void>;
  onFailure: (error: unknown) => void;
  onUseOtp: (phone: string) => void;
  /** Sends a login code to `phone`; `forgot` for 'Forgot password?'. */
  onSendCode: (phone: string, forgot?: boolean) => Promise<void>;
};

export function PasswordStep({
  phone: initialPhone,
  onSubmit,
  onFailure,
  onUseOtp,
  onSendCode,
}: Props) {
  const t = useTexts(accountTexts);
  const form = useForm<Values>({
    defaultValues: { phone: initialPhone, password: '' },
    resolver: zodResolver(schema),
  });
  const { register, handleSubmit, getValues, formState, setError } = form;
  useMessagesFollowLanguage(form);
  const [shown, setShown] = useState(false);
  // Too many wrong passwords: the server's words, and a way in by the phone's code instead.
  const [locked, setLocked] = useState<string>();
  const [lastTry, setLastTry] = useState(false);
  const [busy, login] = useAction(async ({ phone, password }: Values) => {
    const refused = await onSubmit(phone, password).then(
      () => undefined,
      (error: unknown) => refusalOf(error, onFailure),
    );
    setLastTry(refused?.lastTry === true);
    if (refused?.field === 'locked') setLocked(refused.message);
    else if (refused) setError(refused.field, { message: refused.message }, { shouldFocus: true });
  });
  // A code for the number typed: it must be a whole number first.
  const [sending, sendCode] = useAction(async (forgot: boolean) => {
    const phone = getValues('phone');
    if (phone.length < PHONE_LENGTH) {
      setError('phone', { message: phoneMessages.length });
      return;
    }
    await onSendCode(phone, forgot);
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
      {lastTry ? (
        <p role="alert" className="mt-2 text-sm font-medium text-amber-900">
          {t.lastTry}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          onClick={() => void sendCode(true)}
          disabled={sending}
          className="min-h-11 rounded-md px-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t.forgotPassword}
        </button>
      </div>
      {locked === undefined ? null : (
        <div
          role="alert"
          className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          <p translate="no">{locked}</p>
          <Button className="mt-3 w-full" busy={sending} onClick={() => void sendCode(false)}>
            {t.useOtpLocked}
          </Button>
        </div>
      )}
      <Button
        type="submit"
        variant={locked === undefined ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        busy={busy}
      >
        {t.login}
      </Button>
      {locked === undefined ? (
        <button
          type="button"
          onClick={() => onUseOtp(getValues('phone'))}
          className="mt-4 w-full rounded-md py-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t.useOtp}
        </button>
      ) : null}
      <DemoHint topic="password" />
    </form>
  );
}
