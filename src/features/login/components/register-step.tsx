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
import { useAction } from '@/lib/use-action';
import { addDetails } from '../api/add-details';
import { startSession } from '../start-session';
import { registrationSchema, type RegistrationValues } from '../registration-schema';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { codeField, useMessagesFollowLanguage } from '@/lib/form';
import { accountTexts } from '../account-texts';

type Props = {
  verifyToken: string;
  /** The customer asked for offers on /login: granted once they get started. */
  marketing: boolean;
};

export function RegisterStep({ verifyToken, marketing }: Props) {
  const [sessionToken, setSessionToken] = useState<string>();
  const t = useTexts(accountTexts);
  const form = useForm<RegistrationValues>({
    defaultValues: { first_name: '', last_name: '', email: '', pan: '' },
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState } = form;
  useMessagesFollowLanguage(form);
  const errors = formState.errors;

  const [busy, submit] = useAction(async (values: RegistrationValues) => {
    try {
      const { token, message } = await addDetails(values, verifyToken);
      notify.success(message ?? textsNow(accountTexts).registered);
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
        <h1 className="text-2xl font-semibold text-slate-900">{t.registerTitle}</h1>
        <p className="mt-1 mb-6 text-slate-600">{t.registerIntro}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.firstName}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t.lastName}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          className="mt-4"
          label={t.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          className="mt-4"
          label={t.pan}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t.panHint}
          error={errors.pan?.message}
          {...pan}
        />
        <Button type="submit" className="mt-6 w-full" busy={busy}>
          {t.createAccount}
        </Button>
      </form>
      <Modal
        open={sessionToken !== undefined}
        onClose={getStarted}
        title={t.congratulations}
        icon={<CheckCircleIcon className="size-14 text-green-700" />}
      >
        <p>{t.accountReady}</p>
        <Button className="mt-6 w-full" onClick={getStarted}>
          {t.getStarted}
        </Button>
      </Modal>
    </>
  );
}
