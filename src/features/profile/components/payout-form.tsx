import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { codeField, useMessagesFollowLanguage } from '@/lib/form';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { useConfirmedChange } from '@/session/confirmed-change';
import { cardClass } from '@/components/ui/section-card';
import { bankDetailsQuery, bankDetailsSave } from '../api/bank-details';
import { bankSchema, type BankValues } from '../bank-schema';
import { profileTexts } from '../texts';
import { PhoneCodeDialog, saidOr } from './code-dialog';

const empty: BankValues = {
  account_number: '',
  ifsc_code: '',
  account_holder_name: '',
  bank_name: '',
};

export function PayoutTab() {
  const t = useTexts(profileTexts);
  const saved = loadable(useQuery(bankDetailsQuery));
  if (saved.status === 'loading') return <Skeleton rows={2} label={t.loadingBankDetails} />;
  if (saved.status === 'error')
    return <LoadError message={t.failedToLoadBankDetails} onRetry={saved.retry} />;
  return <PayoutForm saved={saved.data} />;
}

function PayoutForm({ saved }: { saved: BankValues | null }) {
  const t = useTexts(profileTexts);
  const form = useForm<BankValues>({
    defaultValues: saved ?? empty,
    resolver: zodResolver(bankSchema),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset } = form;
  // No draft is kept when the session ends: every field of it is personal (see useKeptDraft).
  useMessagesFollowLanguage(form);
  const errors = formState.errors;
  // Saving writes the cache, so the details exist from then on.
  const exists = saved !== null;
  const said = saidOr(() => textsNow(profileTexts).bankDetailsSaved);
  // The details wait for the phone's code in a dialog, open while the code step is.
  const confirmed = useConfirmedChange({
    codeFor: (values: BankValues) => ({ purpose: 'BANK_DETAILS', change: { ...values } }),
    mutation: bankDetailsSave,
    request: (values, code) => ({ values, exists, code }),
    onDone: (message, values) => {
      notify.success(said(message).text);
      reset(values);
    },
  });
  const ifsc = codeField(register('ifsc_code'), 11);
  return (
    <form onSubmit={handleSubmit(confirmed.ask)} noValidate className={`space-y-4 ${cardClass}`}>
      <p className="text-slate-600">{t.payoutIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          error={errors.account_number?.message}
          {...register('account_number')}
        />
        <TextField
          label={t.ifscCode}
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.ifsc_code?.message}
          {...ifsc}
        />
        <TextField
          label={t.accountHolderName}
          autoComplete="name"
          error={errors.account_holder_name?.message}
          {...register('account_holder_name')}
        />
        <TextField
          label={t.bankName}
          error={errors.bank_name?.message}
          {...register('bank_name')}
        />
      </div>
      <Button type="submit">{exists ? t.updateBankDetails : t.addBankDetails}</Button>
      {confirmed.flow ? (
        <PhoneCodeDialog
          sentTo={t.payoutCodeSentTo}
          flow={confirmed.flow}
          saidWhenDone={said}
          onClose={confirmed.back}
        />
      ) : null}
    </form>
  );
}
