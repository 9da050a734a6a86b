import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { codeField } from '@/lib/form';
import { loadable } from '@/lib/query/loadable';
import { useProfile } from '@/session/profile';
import { useInlineChange } from '@/lib/query/server-action';
import { useKeptDraft } from '@/session/use-kept-draft';
import { cardClass } from '@/components/ui/section-card';
import { bankDetailsQuery, saveBankDetails } from '../api/bank-details';
import { sendPhoneOtp } from '../api/profile-api';
import { bankSchema, type BankValues } from '../bank-schema';
import { CodeDialog } from './code-dialog';

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
  const form = useForm<BankValues>({
    defaultValues: saved ?? empty,
    resolver: zodResolver(bankSchema),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset } = form;
  useKeptDraft('payout', form);
  const errors = formState.errors;
  // Saving writes the cache, so the details exist from then on.
  const exists = saved !== null;
  const client = useQueryClient();
  const phone = useProfile().data?.phone_no;
  // The details waiting for the phone's code (the dialog is open while there are some).
  const [pending, setPending] = useState<BankValues>();
  const sendCode = useInlineChange(sendPhoneOtp);
  const save = useInlineChange(({ values, code }: { values: BankValues; code: string }) =>
    saveBankDetails(values, exists, code),
  );
  const ifsc = codeField(register('ifsc_code'), 11);
  return (
    <form onSubmit={handleSubmit(setPending)} noValidate className={`space-y-4 ${cardClass}`}>
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
      <Button type="submit">{exists ? 'Update bank details' : 'Add bank details'}</Button>
      {pending ? (
        <CodeDialog
          title="Confirm with your phone"
          label="Phone code"
          submitLabel="Confirm"
          send={() => sendCode(undefined)}
          check={async (code) => (await save({ values: pending, code })) ?? 'Bank details saved'}
          onDone={(message) => {
            notify.success(message);
            reset(pending);
            client.setQueryData(bankDetailsQuery.queryKey, pending);
            setPending(undefined);
          }}
          onClose={() => setPending(undefined)}
        >
          <p>
            Payouts go to this account, so a change needs the 6-digit code sent to{' '}
            <strong className="whitespace-nowrap">
              {phone ? `+91 ${phone}` : 'your registered phone'}
            </strong>
            .
          </p>
        </CodeDialog>
      ) : null}
    </form>
  );
}
