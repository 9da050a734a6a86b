import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { codeField } from '@/lib/form';
import { loadable } from '@/session/server-state/loadable';
import { useServerAction } from '@/session/server-state/server-action';
import { bankDetailsQuery, saveBankDetails } from '../api/bank-details';
import { bankSchema, type BankValues } from '../bank-schema';

const empty: BankValues = {
  account_number: '',
  ifsc_code: '',
  account_holder_name: '',
  bank_name: '',
};

export function PayoutTab() {
  const saved = loadable(useQuery(bankDetailsQuery));
  if (saved.status === 'loading') return <Skeleton rows={2} label="Loading bank details" />;
  if (saved.status === 'error')
    return <LoadError message="Failed to load bank details" onRetry={saved.retry} />;
  return <PayoutForm saved={saved.data} />;
}

function PayoutForm({ saved }: { saved: BankValues | null }) {
  const { register, handleSubmit, formState, reset } = useForm<BankValues>({
    defaultValues: saved ?? empty,
    resolver: zodResolver(bankSchema),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  // Saving writes the cache, so the details exist from then on.
  const exists = saved !== null;
  const client = useQueryClient();
  const { busy, run: save } = useServerAction({
    mutationFn: (values: BankValues) => saveBankDetails(values, exists),
    onSuccess: (message, values) => {
      notify.success(message ?? 'Bank details saved');
      reset(values);
      client.setQueryData(bankDetailsQuery.queryKey, values);
    },
  });
  const ifsc = codeField(register('ifsc_code'), 11);
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
