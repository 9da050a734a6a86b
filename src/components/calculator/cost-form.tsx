import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessagesFollowLanguage } from '@/lib/form';
import { useTexts } from '@/lib/i18n/texts';
import { AmountField } from './amount-field';
import { costSchema } from './calculator-schema';
import { CostTable } from './cost-table';
import { calculatorTexts } from './texts';

type Cost = z.output<typeof costSchema>;

/** What an amount would cost over some months here, as a personal loan and on a credit card. */
export function CostForm() {
  const t = useTexts(calculatorTexts);
  const headingId = useId();
  const form = useForm<z.input<typeof costSchema>, unknown, Cost>({
    defaultValues: { amount: '', months: '' },
    resolver: zodResolver(costSchema),
  });
  const { register, handleSubmit, formState } = form;
  useMessagesFollowLanguage(form);
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
        {t.costHeading}
      </h3>
      <AmountField
        label={t.amountToBorrow}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        label={t.months}
        hint={t.monthsHint}
        inputMode="numeric"
        autoComplete="off"
        error={errors.months?.message}
        {...register('months')}
      />
      <Button type="submit" className="w-full sm:w-auto">
        {t.compare}
      </Button>
      <div aria-live="polite">{cost ? <CostTable {...cost} /> : null}</div>
    </form>
  );
}
