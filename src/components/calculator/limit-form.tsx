import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { borrowingLimit, type BorrowingLimit } from '@/lib/borrowing-rules';
import { useMessagesFollowLanguage } from '@/lib/form';
import { useTexts } from '@/lib/i18n/texts';
import { AmountField } from './amount-field';
import { holdingsSchema } from './calculator-schema';
import { LimitResult } from './limit-result';
import { calculatorTexts } from './texts';

/** The holdings, and what they would let the customer borrow. */
export function LimitForm() {
  const t = useTexts(calculatorTexts);
  const headingId = useId();
  const form = useForm<z.input<typeof holdingsSchema>, unknown, z.output<typeof holdingsSchema>>({
    defaultValues: { equityFunds: '', shares: '', debtFunds: '' },
    resolver: zodResolver(holdingsSchema),
  });
  const { register, handleSubmit, formState } = form;
  useMessagesFollowLanguage(form);
  const errors = formState.errors;
  const [limit, setLimit] = useState<BorrowingLimit>();

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit((holdings) => setLimit(borrowingLimit(holdings)))}
      // A changed figure is a new question: the answer to the old one goes.
      onChange={() => setLimit(undefined)}
      className="space-y-4"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t.worthHeading}
      </h3>
      <AmountField
        label={t.equityFunds}
        error={errors.equityFunds?.message}
        {...register('equityFunds')}
      />
      <AmountField label={t.shares} error={errors.shares?.message} {...register('shares')} />
      <AmountField
        label={t.debtFunds}
        error={errors.debtFunds?.message}
        {...register('debtFunds')}
      />
      <Button type="submit" className="w-full sm:w-auto">
        {t.calculate}
      </Button>
      <div aria-live="polite">{limit ? <LimitResult limit={limit} /> : null}</div>
    </form>
  );
}
