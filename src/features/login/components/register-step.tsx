import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { storage, storageKeys } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { codeField } from '@/lib/form';
import { useAction } from '@/lib/use-action';
import { addDetails } from '../api/add-details';
import { startSession } from '../start-session';
import { registrationSchema, type RegistrationValues } from '../registration-schema';

type Props = {
  verifyToken: string;
  /** The customer asked for offers on /login: granted once they get started. */
  marketing: boolean;
};

export function RegisterStep({ verifyToken, marketing }: Props) {
  const [sessionToken, setSessionToken] = useState<string>();
  const { register, handleSubmit, formState } = useForm<RegistrationValues>({
    defaultValues: { first_name: '', last_name: '', email: '', pan: '' },
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
  });
  const errors = formState.errors;

  const [busy, submit] = useAction(async (values: RegistrationValues) => {
    try {
      const { token, message } = await addDetails(values, verifyToken);
      notify.success(message ?? 'Registration successful');
      setSessionToken(token);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  const getStarted = () => {
    if (!sessionToken) return;
    storage.set(storageKeys.welcome, 'true');
    startSession(sessionToken, marketing);
  };

  const pan = codeField(register('pan'), 10);
  return (
    <>
      <form onSubmit={handleSubmit(submit)} noValidate>
        <h1 className="text-2xl font-semibold text-slate-900">Complete your profile</h1>
        <p className="mt-1 mb-6 text-slate-600">We need a few details to set up your account.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          className="mt-4"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          className="mt-4"
          label="PAN"
          autoComplete="off"
          autoCapitalize="characters"
          hint="As printed on your PAN card, e.g. ABCDE1234A"
          error={errors.pan?.message}
          {...pan}
        />
        <Button type="submit" className="mt-6 w-full" busy={busy}>
          Create account
        </Button>
      </form>
      <Modal
        open={sessionToken !== undefined}
        onClose={getStarted}
        title="Congratulations!"
        icon={<CheckCircleIcon className="size-14 text-green-700" />}
      >
        <p>
          Your account is ready. Let&apos;s find out how much you can borrow against your
          investments.
        </p>
        <Button className="mt-6 w-full" onClick={getStarted}>
          Get started
        </Button>
      </Modal>
    </>
  );
}
