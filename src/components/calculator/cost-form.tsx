import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AmountField } from './amount-field';
import { costSchema } from './calculator-schema';
import { CostTable } from './cost-table';

type Cost = z.output<typeof costSchema>;

/** What an amount would cost over some months here, as a personal loan and on a credit card. */
export function CostForm() {
  const headingId = useId();
  const { register, handleSubmit, formState } = useForm<z.input<typeof costSchema>, unknown, Cost>({
    defaultValues: { amount: '', months: '' },
    resolver: zodResolver(costSchema),
  });
  const errors = formState.errors;
  const [cost, setCost] = useState<Cost>();

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(setCost)}
      // A changed figure is a new question: the answer to the old one goes.
      onChange={() => setCost(undefined)}
      className="space-y-4"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        What it would cost
      </h3>
      <AmountField
        label="Amount to borrow"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        label="Months"
        hint="1 to 60"
        inputMode="numeric"
        autoComplete="off"
        error={errors.months?.message}
        {...register('months')}
      />
      <Button type="submit" className="w-full sm:w-auto">
        Compare
      </Button>
      <div aria-live="polite">{cost ? <CostTable {...cost} /> : null}</div>
    </form>
  );
}
