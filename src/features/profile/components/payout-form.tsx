import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { uppercased } from '@/lib/form';
import { useAction } from '@/lib/use-action';
import { useResource } from '@/lib/use-resource';
import { getBankDetails, saveBankDetails } from '../api/bank-details';
import { bankSchema, type BankValues } from '../bank-schema';

const empty: BankValues = {
  account_number: '',
  ifsc_code: '',
  account_holder_name: '',
  bank_name: '',
};

export function PayoutTab() {
  const saved = useResource(getBankDetails);
  if (saved.status === 'loading') return <Skeleton rows={2} label="Loading bank details" />;
  if (saved.status === 'error')
    return <LoadError message="Failed to load bank details" onRetry={saved.reload} />;
  return <PayoutForm saved={saved.data} />;
}

function PayoutForm({ saved }: { saved: BankValues | undefined }) {
  const { register, handleSubmit, formState, reset } = useForm<BankValues>({
    defaultValues: saved ?? empty,
    resolver: zodResolver(bankSchema),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const [exists, setExists] = useState(saved !== undefined);
  const [busy, save] = useAction(async (values: BankValues) => {
    try {
      const message = await saveBankDetails(values, exists);
      notify.success(message ?? 'Bank details saved');
      setExists(true);
      reset(values);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });
  const ifsc = uppercased(register('ifsc_code'));
  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <p className="text-slate-600">
        Withdrawals from your credit line are paid into this account.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          error={errors.account_number?.message}
          {...register('account_number')}
        />
        <TextField
          label="IFSC code"
          maxLength={11}
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.ifsc_code?.message}
          {...ifsc}
        />
        <TextField
          label="Account holder name"
          autoComplete="name"
          error={errors.account_holder_name?.message}
          {...register('account_holder_name')}
        />
        <TextField label="Bank name" error={errors.bank_name?.message} {...register('bank_name')} />
      </div>
      <Button type="submit" busy={busy}>
        {exists ? 'Update bank details' : 'Add bank details'}
      </Button>
    </form>
  );
}
