import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessagesFollowLanguage } from '@/lib/form';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { useConfirmedChange } from '@/session/confirmed-change';
import { useProfile } from '@/session/profile';
import { changePassword } from '../api/account-security';
import { commonPasswords } from '../common-passwords';
import { newPasswordResolver, type NewPasswordValues } from '../new-password-resolver';
import { securityTexts } from '../security-texts';
import { PhoneCodeDialog } from './code-dialog';

/** A password input with show and hide (the text stays typed either way; paste is allowed). */
function PasswordInput({
  label,
  error,
  registration,
}: {
  label: string;
  error?: string;
  registration: ReturnType<ReturnType<typeof useForm<NewPasswordValues>>['register']>;
}) {
  const t = useTexts(securityTexts);
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <TextField
        label={label}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="none"
        spellCheck={false}
        error={error}
        {...registration}
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        className="absolute top-8 right-1 min-h-10 rounded-md px-3 text-sm font-semibold text-brand-700"
        aria-pressed={shown}
      >
        {shown ? t.hide : t.show}
      </button>
    </div>
  );
}

/**
 * The new password and its confirmation, checked as typed and on submit (nothing is sent while a
 * rule fails), then the phone's code. A wrong code is said in the code dialog; a password the
 * server refuses (the current one) at its field. What was typed here stays. Loaded with the common passwords only when the customer opens the form.
 */
export function ChangePasswordForm({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(securityTexts);
  const phone = useProfile().data?.phone_no;
  const form = useForm<NewPasswordValues>({
    defaultValues: { password: '', confirm: '' },
    mode: 'onChange',
    resolver: newPasswordResolver({ phone, commonPasswords }),
  });
  const { register, handleSubmit, formState, getValues, trigger } = form;
  useMessagesFollowLanguage(form);
  const confirmed = useConfirmedChange({
    // The new password never goes in a code request: the code confirms a password change, {}.
    codeFor: () => ({ purpose: 'PASSWORD', change: {} }),
    mutation: changePassword,
    request: (password: string, code) => ({ password, code }),
    onDone,
    // A password the server refuses (the current one, which only it knows) is said at the field.
    recordsRefuse: true,
  });
  const password = register('password', {
    // A confirmation already typed is checked again against the password as it changes; the
    // server's refusal was of the password before.
    onChange: () => {
      if (getValues('confirm') !== '') void trigger('confirm');
      if (confirmed.refused !== undefined) confirmed.startOver();
    },
  });

  return (
    <form
      onSubmit={handleSubmit(({ password: chosen }) => confirmed.ask(chosen))}
      noValidate
      className="space-y-4"
    >
      <PasswordInput
        label={t.newPassword}
        error={formState.errors.password?.message ?? confirmed.refused}
        registration={password}
      />
      <PasswordInput
        label={t.confirmPassword}
        error={formState.errors.confirm?.message}
        registration={register('confirm')}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit">{t.continue}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
      {confirmed.flow ? (
        <PhoneCodeDialog
          sentTo={t.passwordCodeSentTo}
          flow={confirmed.flow}
          // Our words for it, whatever the server said.
          saidWhenDone={() => ({ text: textsNow(securityTexts).passwordChanged, sent: false })}
          onClose={confirmed.back}
        />
      ) : null}
    </form>
  );
}
