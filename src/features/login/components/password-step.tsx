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

/** Password login proceeds once the phone has at least 10 characters. */
const schema = z.object({
  phone: z.string().check(z.minLength(PHONE_LENGTH, phoneMessages.length)),
  // 128 is longer than any passphrase a person types, and keeps a pasted megabyte off the wire.
  password: z
    .string()
    .check(
      z.minLength(1, 'Please enter your password'),
      z.maxLength(128, 'Password must be at most 128 characters'),
    ),
});
type Values = z.infer<typeof schema>;

type Props = {
  phone: string;
  onSubmit: (phone: string, password: string) => Promise<void>;
  onUseOtp: (phone: string) => void;
};

export function PasswordStep({ phone: initialPhone, onSubmit, onUseOtp }: Props) {
  const { register, handleSubmit, getValues, formState } = useForm<Values>({
    defaultValues: { phone: initialPhone, password: '' },
    resolver: zodResolver(schema),
  });
  const [shown, setShown] = useState(false);
  const [busy, login] = useAction(({ phone, password }: Values) => onSubmit(phone, password));

  return (
    <form onSubmit={handleSubmit(login)} noValidate>
      <h1 className="text-2xl font-semibold text-slate-900">Login with password</h1>
      <p className="mt-1 mb-6 text-slate-600">Use the password you set for your account.</p>
      <PhoneField error={formState.errors.phone?.message} {...register('phone')} />
      <div className="relative mt-4">
        <TextField
          label="Password"
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
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      <Button type="submit" className="mt-6 w-full" busy={busy}>
        Login
      </Button>
      <button
        type="button"
        onClick={() => onUseOtp(getValues('phone'))}
        className="mt-4 w-full rounded-md py-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        Login with OTP instead
      </button>
      <DemoHint topic="password" />
    </form>
  );
}
